"use client";

import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { FormAlert } from "@/components/forms/form-messages";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { MAX_TIERS } from "@/lib/creator-settings";
import { formatMoney, money } from "@/lib/money";
import { annualSaving } from "@/lib/tier-price";
import type { OwnTier } from "@/server/services/creator-settings/tiers";
import { api } from "@/trpc/react";
import { TierFormDialog } from "./tier-form-dialog";

/**
 * The tiers tab: the creator's tiers in their order, moved up or down, edited, (de)activated or
 * deleted; a tier anyone subscribed to cannot be deleted (the server refuses and says so).
 */
export function TiersEditor({ tiers }: { tiers: OwnTier[] }) {
  const t = useTranslations("creatorSettings");
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const [editing, setEditing] = useState<OwnTier | "new" | null>(null);
  const reorder = api.creatorSettings.reorderTiers.useMutation(useMutationFeedback({ success: t("tiers.reordered"), toastError: false }));
  const setActive = api.creatorSettings.setTierActive.useMutation(useMutationFeedback({ success: t("saved"), toastError: false }));
  const remove = api.creatorSettings.deleteTier.useMutation(useMutationFeedback({ success: t("tiers.deleted"), toastError: false }));
  const busy = reorder.isPending || setActive.isPending || remove.isPending;
  const error = reorder.error ?? setActive.error ?? remove.error;

  function move(index: number, by: -1 | 1) {
    const ids = tiers.map((tier) => tier.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate({ tierIds: ids });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t("tiers.count", { count: tiers.length, max: MAX_TIERS })}</p>
        <Button type="button" onClick={() => setEditing("new")} disabled={tiers.length >= MAX_TIERS}>
          <PlusIcon aria-hidden />
          {t("tiers.new")}
        </Button>
      </div>
      <FormAlert>{error ? errorText(error) : null}</FormAlert>
      {tiers.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("tiers.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t("tiers.listLabel")}>
          {tiers.map((tier, index) => (
            <li key={tier.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{tier.name}</h3>
                  {tier.isActive ? null : <Badge variant="outline">{t("tiers.inactive")}</Badge>}
                </div>
                <p className="text-sm">
                  {formatMoney(money(tier.priceUsdCents, "USD"), locale)} · {formatMoney(money(tier.priceHtgCents, "HTG"), locale)}{" "}
                  <span className="text-muted-foreground">{t(tier.billingPeriod === "yearly" ? "tiers.perYear" : "tiers.perMonth")}</span>
                  {annualSaving(tier) ? (
                    <span className="text-muted-foreground"> · {t("tiers.annualDiscountShown", { percent: tier.annualDiscountPercent })}</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">{t("tiers.subscribers", { count: tier.activeSubscribers })}</p>
              </div>
              <div className="flex flex-wrap items-center gap-1.5">
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={t("tiers.moveUp", { name: tier.name })}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpIcon aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={t("tiers.moveDown", { name: tier.name })}
                  disabled={busy || index === tiers.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownIcon aria-hidden />
                </Button>
                <Button type="button" variant="outline" size="sm" aria-label={t("tiers.editNamed", { name: tier.name })} onClick={() => setEditing(tier)}>
                  <PencilIcon aria-hidden />
                  {t("tiers.edit")}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={t(tier.isActive ? "tiers.deactivateNamed" : "tiers.activateNamed", { name: tier.name })}
                  onClick={() => setActive.mutate({ tierId: tier.id, isActive: !tier.isActive })}
                >
                  {t(tier.isActive ? "tiers.deactivate" : "tiers.activate")}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  disabled={busy}
                  aria-label={t("tiers.deleteNamed", { name: tier.name })}
                  onClick={() => {
                    if (window.confirm(t("tiers.confirmDelete", { name: tier.name }))) remove.mutate({ tierId: tier.id });
                  }}
                >
                  {t("tiers.delete")}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <TierFormDialog
          key={editing === "new" ? "new" : editing.id}
          tier={editing === "new" ? null : editing}
          open
          onOpenChange={(open) => (open ? null : setEditing(null))}
        />
      ) : null}
    </div>
  );
}
