"use client";

import { useTranslations } from "next-intl";
import { CreatorAvatar } from "@/components/creators/creator-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { ESCALATABLE, hasRepeatedViolations, type Severity } from "@/lib/moderation/categories";
import { UserActions } from "../user-actions";
import { cn } from "@/lib/utils";
import type { Decision, QueueItem } from "./moderation-queue";

const SEVERITY_STYLE: Record<Severity, string> = {
  low: "bg-muted text-foreground",
  medium: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  high: "bg-orange-200 text-orange-950 dark:bg-orange-900/50 dark:text-orange-50",
  critical: "bg-red-600 text-white",
};

/**
 * One reported item: what it is, whose, who reported it and why, its severity and status. Pending items
 * get quick actions (Escalate only when high or critical); Review opens all three on any open item.
 */
export function ModerationItemCard({
  item,
  locale,
  canDecide,
  canSuspend,
  pending,
  onDecide,
  onReview,
  onSuspended,
}: {
  item: QueueItem;
  locale: Locale;
  canDecide: boolean;
  /** The moderator may suspend accounts (users_edit): offered for an author with repeated violations. */
  canSuspend: boolean;
  onSuspended: () => void;
  pending: boolean;
  onDecide: (decision: Decision) => void;
  onReview: () => void;
}) {
  const t = useTranslations("moderation");
  const open = ["pending", "reviewing", "escalated"].includes(item.status);
  const author = item.creator.name ?? t("queue.unknownAuthor");
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row">
      {item.thumbnailUrl ? (
        <img src={item.thumbnailUrl} alt="" className="h-24 w-full shrink-0 rounded-md object-cover sm:w-36" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{t(`queue.subjects.${item.subject}`)}</Badge>
          <span className={cn("rounded-md px-2 py-0.5 text-xs font-semibold", SEVERITY_STYLE[item.severity])}>{t(`queue.severity.${item.severity}`)}</span>
          <Badge variant="secondary">{t(`queue.status.${item.status}`)}</Badge>
          <time dateTime={item.flaggedAt.toISOString()} className="text-xs text-muted-foreground">
            {t("queue.flagged", { time: formatDate(item.flaggedAt, locale, { dateStyle: "medium", timeStyle: "short" }) })}
          </time>
        </div>
        <h2 className="font-semibold break-words">{item.title || t(`queue.subjects.${item.subject}`)}</h2>
        {item.description ? <p className="line-clamp-3 text-sm text-muted-foreground break-words">{item.description}</p> : null}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <CreatorAvatar image={item.creator.avatarUrl} name={author} className="size-6 rounded-full text-[10px]" />
          <span className="font-medium">{author}</span>
          <span className="text-muted-foreground">· {t("queue.violations", { count: item.violationHistory })}</span>
          {item.creator.suspended ? <Badge className="bg-destructive text-white">{t("queue.authorSuspended")}</Badge> : null}
        </div>
        {canSuspend && item.creator.id && !item.creator.suspended && hasRepeatedViolations(item) ? (
          <div className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-2 text-sm">
            <span className="flex-1">{t("queue.repeatedViolations")}</span>
            <UserActions userId={item.creator.id} suspended={false} onDone={onSuspended} />
          </div>
        ) : null}
        <div className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("queue.reportedBy", { count: item.reportCount })}</span>
          <ul className="flex flex-wrap gap-1">
            {item.reasons.map((reason) => (
              <li key={reason}>
                <Badge variant="outline">{t(`categories.${reason}`)}</Badge>
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-0.5 text-muted-foreground">
            {item.reporters.map((reporter, index) =>
              reporter.note ? (
                <li key={index} className="break-words">
                  <span className="font-medium text-foreground">{reporter.name ?? t("queue.anonymousReporter")}:</span> {reporter.note}
                </li>
              ) : null,
            )}
          </ul>
        </div>
        {item.reviewedAt && !open ? (
          <p className="text-xs text-muted-foreground">
            {t("queue.reviewedBy", {
              status: t(`queue.status.${item.status}`),
              name: item.reviewerName ?? t("queue.unknownAuthor"),
              time: formatDate(item.reviewedAt, locale, { dateStyle: "medium", timeStyle: "short" }),
            })}
            {item.decisionNote ? ` — ${item.decisionNote}` : ""}
          </p>
        ) : null}
        {open && canDecide ? (
          <div className="flex flex-wrap gap-2 pt-1">
            {item.status === "pending" ? (
              <>
                <Button size="sm" variant="outline" disabled={pending} onClick={() => onDecide("approve")}>
                  {t("queue.approve")}
                </Button>
                <Button size="sm" variant="destructive" disabled={pending} onClick={() => onDecide("reject")}>
                  {t("queue.reject")}
                </Button>
                {ESCALATABLE.includes(item.severity) ? (
                  <Button size="sm" variant="secondary" disabled={pending} onClick={() => onDecide("escalate")}>
                    {t("queue.escalate")}
                  </Button>
                ) : null}
              </>
            ) : null}
            <Button size="sm" variant="ghost" disabled={pending} onClick={onReview}>
              {t("queue.review")}
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
