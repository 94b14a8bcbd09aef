"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { subscriptionCheckoutPath } from "@/lib/video-requests/booking-paths";
import { api, type RouterOutputs } from "@/trpc/react";
import { ChangeTierDialog } from "./change-tier-dialog";

type Subscription = RouterOutputs["subscriptions"]["list"][number];
type Action = "changeTier" | "pause" | "resume" | "cancel" | "reactivate" | "paymentMethod";

/** The spec's reload: 500 ms after the window gains focus or becomes visible. */
const RELOAD_DELAY_MS = 500;

/** What the subscriber may do in each state; a cancelled subscription may be taken back while its period lasts. */
function actionsFor(s: Subscription): Action[] {
  if (s.is_expired) return [];
  if (s.status === "active") return ["changeTier", "pause", "cancel", "paymentMethod"];
  if (s.status === "paused") return ["resume", "cancel", "paymentMethod"];
  if (s.status === "past_due") return ["cancel", "paymentMethod"];
  if (s.status === "cancelled") return ["reactivate"];
  return [];
}

/** Screen 9: one card per creator with its status, tier, price, next billing or access end, and the fan's actions. */
export function SubscriptionList() {
  const t = useTranslations("subscriptions.list");
  const tErrors = useTranslations("subscriptions.errors");
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const list = api.subscriptions.list.useQuery(undefined, { refetchOnWindowFocus: false });
  const [pending, setPending] = useState<{ subscription: Subscription; action: Exclude<Action, "changeTier"> } | null>(null);
  const [changing, setChanging] = useState<Subscription | null>(null);
  const [notice, setNotice] = useState<{ text: string; link?: string; error?: boolean } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      timer = setTimeout(() => void utils.subscriptions.list.invalidate(), RELOAD_DELAY_MS);
    };
    window.addEventListener("focus", reload);
    document.addEventListener("visibilitychange", reload);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("focus", reload);
      document.removeEventListener("visibilitychange", reload);
    };
  }, [utils]);

  const manage = api.subscriptions.manage.useMutation({
    onSuccess: async () => {
      setNotice({ text: t("updated") });
      await utils.subscriptions.list.invalidate();
    },
    onError: (e) => setNotice({ text: errorText(e, tErrors("manageFailed")), error: true }),
    onSettled: () => setPending(null),
  });
  const portal = api.subscriptions.paymentMethod.useMutation({
    onSuccess: (answer) => {
      if ("url" in answer) return window.location.assign(answer.url);
      setNotice({ text: tErrors("portalNotConfigured"), link: answer.fallback ?? undefined, error: true });
    },
    onError: (e) => setNotice({ text: errorText(e, tErrors("portalFailed")), error: true }),
    onSettled: () => setPending(null),
  });

  function confirm() {
    if (!pending) return;
    const { subscription, action } = pending;
    if (action === "paymentMethod") portal.mutate({ subscriptionOrderId: subscription.id });
    else manage.mutate({ subscriptionOrderId: subscription.id, action });
  }

  if (list.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label={t("loading")}>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (list.error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border p-5">
        <p className="text-sm">{errorText(list.error, tErrors("loadFailed"))}</p>
        <Button type="button" variant="outline" onClick={() => void list.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  if (list.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <p className="font-medium">{t("emptyTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("emptyBody")}</p>
        <Button asChild>
          <Link href="/browse">{t("browse")}</Link>
        </Button>
      </div>
    );
  }

  const date = (value: Date | string | null) => (value ? formatDate(new Date(value), locale) : "");
  const busy = manage.isPending || portal.isPending;
  return (
    <>
      {notice ? (
        <p role={notice.error ? "alert" : "status"} className="rounded-lg border p-3 text-sm">
          {notice.text}{" "}
          {notice.link ? (
            <a className="underline" href={notice.link}>
              {t("portalFallback")}
            </a>
          ) : null}
        </p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {list.data.map((s) => {
          const cancelled = s.cancelled_at !== null && s.status !== "expired";
          const shown = s.is_expired ? "expired" : cancelled ? "cancelled" : s.status;
          return (
            <li key={s.id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" aria-label={s.creator.display_name ?? t("creator")}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 className="font-semibold">
                    <Link className="hover:underline" href={`/fan/creators/${s.creator_id}`}>
                      {s.creator.display_name ?? t("creator")}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">{s.tier.tier_name}</p>
                </div>
                <Badge variant={shown === "active" ? "default" : "secondary"}>{t(`status.${shown}`)}</Badge>
              </div>
              <p className="text-sm">
                <span className="font-semibold">{formatMoney(money(s.total_amount_cents, s.currency), locale)}</span>
                {s.billing_period === "yearly" ? t("perYear") : t("perMonth")}
              </p>
              <p className="text-sm text-muted-foreground">
                {cancelled && s.current_period_end
                  ? t("accessUntil", { date: date(s.current_period_end) })
                  : s.next_billing_date
                    ? t("nextBilling", { date: date(s.next_billing_date) })
                    : null}
              </p>
              {actionsFor(s).length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {actionsFor(s).map((action) => (
                    <Button
                      key={action}
                      type="button"
                      size="sm"
                      variant={action === "cancel" ? "destructive" : action === "changeTier" || action === "reactivate" ? "default" : "outline"}
                      disabled={busy}
                      onClick={() => (action === "changeTier" ? setChanging(s) : setPending({ subscription: s, action }))}
                    >
                      {t(`actions.${action}`)}
                    </Button>
                  ))}
                </div>
              ) : s.is_expired ? (
                <div>
                  <Button asChild size="sm">
                    <Link href={subscriptionCheckoutPath(s.creator_id, s.tier_id, s.billing_period)}>{t("actions.subscribeAgain")}</Link>
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {changing ? (
        <ChangeTierDialog
          subscription={changing}
          onClose={() => setChanging(null)}
          onChanged={async (tierName) => {
            setChanging(null);
            setNotice({ text: t("changed", { tier: tierName }) });
            await utils.subscriptions.list.invalidate();
          }}
        />
      ) : null}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && !busy && setPending(null)}>
        <DialogContent closeLabel={t("confirm.back")}>
          {pending ? (
            <>
              <DialogHeader>
                <DialogTitle>{t(`confirm.${pending.action}.title`)}</DialogTitle>
                <DialogDescription>
                  {t(`confirm.${pending.action}.body`, { creator: pending.subscription.creator.display_name ?? t("creator") })}
                </DialogDescription>
              </DialogHeader>
              {pending.action === "cancel" ? (
                <p role="note" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
                  {t("confirm.cancel.warning", { date: date(pending.subscription.current_period_end) })}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button type="button" variant="outline" disabled={busy}>
                    {t("confirm.back")}
                  </Button>
                </DialogClose>
                <Button type="button" variant={pending.action === "cancel" ? "destructive" : "default"} disabled={busy} onClick={confirm}>
                  {t(`confirm.${pending.action}.confirm`)}
                </Button>
              </div>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
