"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/i18n/routing";
import { REPORT_SUBJECTS, SEVERITIES } from "@/lib/moderation/categories";
import { api, type RouterInputs, type RouterOutputs } from "@/trpc/react";
import { ModerationItemCard } from "./moderation-item-card";
import { ReviewItemDialog } from "./review-item-dialog";

type Filters = RouterInputs["moderation"]["queue"];
export type QueueItem = RouterOutputs["moderation"]["queue"]["items"][number];
export type Decision = RouterInputs["moderation"]["decide"]["decision"];
const STATUS_FILTERS = ["open", "pending", "escalated", "approved", "rejected"] as const;

/** The queue with its filters; decisions are made on the server and the list follows. */
export function ModerationQueue({ isSuperAdmin, canSuspend }: { isSuperAdmin: boolean; canSuspend: boolean }) {
  const t = useTranslations("moderation.queue");
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const [filters, setFilters] = useState<Filters>({ status: "open", page: 1 });
  const [reviewing, setReviewing] = useState<QueueItem | null>(null);
  const utils = api.useUtils();
  const query = api.moderation.queue.useQuery(filters);
  const decide = api.moderation.decide.useMutation({
    onSuccess: () => {
      toast.success(t("decided"));
      setReviewing(null);
    },
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => utils.moderation.queue.invalidate(),
  });
  const onDecide = (item: QueueItem, decision: Decision) => decide.mutate({ itemId: item.id, decision });
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="queue-status">{t("filters.status")}</Label>
          <OptionSelect
            id="queue-status"
            value={filters.status}
            onValueChange={(value) => set({ status: value as Filters["status"] })}
            options={STATUS_FILTERS.map((status) => ({ value: status, label: status === "open" ? t("filters.open") : t(`status.${status}`) }))}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="queue-severity">{t("filters.severity")}</Label>
          <OptionSelect
            id="queue-severity"
            value={filters.severity ?? ""}
            onValueChange={(value) => set({ severity: (value || undefined) as Filters["severity"] })}
            options={[{ value: "", label: t("filters.all") }, ...SEVERITIES.map((severity) => ({ value: severity, label: t(`severity.${severity}`) }))]}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="queue-subject">{t("filters.subject")}</Label>
          <OptionSelect
            id="queue-subject"
            value={filters.subject ?? ""}
            onValueChange={(value) => set({ subject: (value || undefined) as Filters["subject"] })}
            options={[{ value: "", label: t("filters.all") }, ...REPORT_SUBJECTS.map((subject) => ({ value: subject, label: t(`subjects.${subject}`) }))]}
          />
        </div>
      </div>

      {query.isPending ? (
        <ul aria-busy className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-32 w-full rounded-lg" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4 text-sm">
          {t("error")}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {query.data.items.map((item) => (
              <li key={item.id}>
                <ModerationItemCard
                  item={item}
                  locale={locale}
                  canDecide={item.status !== "escalated" || isSuperAdmin}
                  canSuspend={canSuspend}
                  onSuspended={() => void utils.moderation.queue.invalidate()}
                  pending={decide.isPending}
                  onDecide={(decision) => (decision === "reject" ? setReviewing(item) : onDecide(item, decision))}
                  onReview={() => setReviewing(item)}
                />
              </li>
            ))}
          </ul>
          {query.data.pageCount > 1 ? (
            <nav className="flex items-center justify-between gap-2 text-sm" aria-label={t("page", { page: query.data.page, count: query.data.pageCount })}>
              <Button variant="outline" size="sm" disabled={query.data.page <= 1} onClick={() => set({ page: query.data.page - 1 })}>
                {t("previous")}
              </Button>
              <span>{t("page", { page: query.data.page, count: query.data.pageCount })}</span>
              <Button variant="outline" size="sm" disabled={query.data.page >= query.data.pageCount} onClick={() => set({ page: query.data.page + 1 })}>
                {t("next")}
              </Button>
            </nav>
          ) : null}
        </>
      )}
      {reviewing ? (
        <ReviewItemDialog
          item={reviewing}
          onOpenChange={(open) => (open ? null : setReviewing(null))}
          onDecided={() => {
            setReviewing(null);
            void utils.moderation.queue.invalidate();
          }}
          onRefused={() => void utils.moderation.queue.invalidate()}
        />
      ) : null}
    </div>
  );
}
