"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/i18n/routing";
import { formatMoney, money } from "@/lib/money";
import { type BillingPeriod, tierPrice } from "@/lib/tier-price";
import { cn } from "@/lib/utils";
import { api, type RouterOutputs } from "@/trpc/react";

type Subscription = RouterOutputs["subscriptions"]["list"][number];

/**
 * Change tier (upgrade or downgrade) or billing period of a live subscription: the creator's active
 * tiers with their prices, the proration the provider would invoice now (previewed before confirming),
 * then the change under one idempotency key per confirmed choice.
 */
export function ChangeTierDialog({
  subscription,
  onClose,
  onChanged,
}: {
  subscription: Subscription;
  onClose: () => void;
  onChanged: (tierName: string) => void;
}) {
  const t = useTranslations("subscriptions.change");
  const tErrors = useTranslations("subscriptions.errors");
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const page = api.creators.page.useQuery({ creatorId: subscription.creator_id });
  const [tierId, setTierId] = useState(subscription.tier_id);
  const [period, setPeriod] = useState<BillingPeriod>(subscription.billing_period);
  const unchanged = tierId === subscription.tier_id && period === subscription.billing_period;
  const preview = api.subscriptions.previewChange.useQuery(
    { subscriptionOrderId: subscription.id, tierId, billingPeriod: period },
    { enabled: !unchanged, retry: false },
  );
  const attempt = useRef<{ choice: string; key: string } | null>(null);
  const change = api.subscriptions.changeTier.useMutation({ onSuccess: (updated) => onChanged(updated.tierName) });

  function confirm() {
    const choice = `${tierId}:${period}`;
    if (attempt.current?.choice !== choice) attempt.current = { choice, key: crypto.randomUUID() };
    change.mutate({ subscriptionOrderId: subscription.id, tierId, billingPeriod: period, idempotencyKey: attempt.current.key });
  }

  const currency = subscription.currency;
  const per = (p: BillingPeriod) => t(p === "yearly" ? "perYear" : "perMonth");
  const due = preview.data?.dueNow;
  const busy = change.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent closeLabel={t("back")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("body", { creator: subscription.creator.display_name ?? "" })}</DialogDescription>
        </DialogHeader>
        {page.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : page.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {tErrors("tiersFailed")}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t("tierLegend")}</legend>
              {page.data.tiers.map((tier) => (
                <label
                  key={tier.id}
                  className={cn(
                    "flex cursor-pointer items-center justify-between gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    tier.id === tierId && "border-primary bg-primary/5",
                  )}
                >
                  <span className="flex items-center gap-2">
                    <input type="radio" name="tier" value={tier.id} checked={tier.id === tierId} onChange={() => setTierId(tier.id)} className="accent-primary" />
                    <span className="font-medium">{tier.name}</span>
                    {tier.id === subscription.tier_id ? <span className="text-muted-foreground">{t("current")}</span> : null}
                  </span>
                  <span className="whitespace-nowrap">
                    {formatMoney(tierPrice(tier, period, currency), locale)}
                    {per(period)}
                  </span>
                </label>
              ))}
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t("periodLegend")}</legend>
              <div className="flex gap-2">
                {(["monthly", "yearly"] as const).map((p) => (
                  <label
                    key={p}
                    className={cn(
                      "flex flex-1 cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                      p === period && "border-primary bg-primary/5",
                    )}
                  >
                    <input type="radio" name="period" value={p} checked={p === period} onChange={() => setPeriod(p)} className="accent-primary" />
                    {t(p)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div role="status" aria-live="polite" className="min-h-12 rounded-md border bg-muted/40 p-3 text-sm">
              {unchanged ? (
                t("pickOther")
              ) : preview.isPending ? (
                t("previewing")
              ) : preview.isError ? (
                <span className="text-destructive">{errorText(preview.error, tErrors("manageFailed"))}</span>
              ) : due && preview.data ? (
                <>
                  <p className="font-medium">
                    {due.amount > 0
                      ? t("dueNow", { amount: formatMoney(due, locale) })
                      : due.amount < 0
                        ? t("credit", { amount: formatMoney(money(-due.amount, due.currency), locale) })
                        : t("nothingDue")}
                  </p>
                  <p className="text-muted-foreground">
                    {t("thenPrice", { price: formatMoney(preview.data.price, locale), period: per(preview.data.billingPeriod) })}
                  </p>
                </>
              ) : null}
            </div>
            {change.error ? (
              <p role="alert" className="text-sm text-destructive">
                {errorText(change.error, tErrors("manageFailed"))}
              </p>
            ) : null}
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {t("back")}
            </Button>
          </DialogClose>
          <Button type="button" disabled={busy || unchanged || !preview.isSuccess} onClick={confirm}>
            {busy ? t("changing") : t("confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
