"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { api, type RouterOutputs } from "@/trpc/react";

type Awaiting = RouterOutputs["adminPayouts"]["awaiting"];

/** The waiting payouts with a checkbox each, the batch's reference, and "mark paid". */
export function PayoutBatch({ awaiting }: { awaiting: Awaiting }) {
  const t = useTranslations("adminPayouts");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reference, setReference] = useState("");
  const markPaid = api.adminPayouts.markPaid.useMutation(
    useMutationFeedback({
      success: ({ paid }: { paid: number }) => t("done", { count: paid }),
      onSuccess: () => {
        setSelected(new Set());
        setReference("");
      },
      onError: (error) => {
        if (error.data?.appCode === "CONFLICT") router.refresh();
      },
    }),
  );

  if (awaiting.length === 0) return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = selected.size === awaiting.length;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        markPaid.mutate({ payoutIds: [...selected], reference });
      }}
    >
      <div
        className="overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        tabIndex={0}
        role="region"
        aria-label={t("toSend")}
      >
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t("selectAll")}
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(awaiting.map((p) => p.id)))}
                />
              </th>
              <th scope="col" className="px-3 py-2 font-medium">{t("columns.creator")}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t("columns.phone")}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t("columns.amount")}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t("columns.sent")}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t("columns.created")}</th>
            </tr>
          </thead>
          <tbody>
            {awaiting.map((payout) => (
              <tr key={payout.id} className="border-t">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={`${t("columns.select")} ${payout.creatorName ?? payout.email}`}
                    checked={selected.has(payout.id)}
                    onChange={() => toggle(payout.id)}
                  />
                </td>
                <td className="px-3 py-2">
                  <span className="font-medium">{payout.creatorName ?? payout.email}</span>
                  <span className="block text-xs text-muted-foreground">{payout.email}</span>
                </td>
                <td className="px-3 py-2 tabular-nums">{payout.moncashPhone}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(money(payout.amountCents, payout.currency), locale)}</td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatMoney(money(payout.sentAmountCents, payout.sentCurrency), locale)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(payout.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col gap-1.5 sm:max-w-md">
        <Label htmlFor="batch-reference">{t("reference")}</Label>
        <Input id="batch-reference" value={reference} onChange={(event) => setReference(event.target.value)} maxLength={120} aria-describedby="batch-reference-hint" />
        <p id="batch-reference-hint" className="text-xs text-muted-foreground">
          {t("referenceHint")}
        </p>
      </div>
      <Button type="submit" className="self-start" disabled={selected.size === 0 || markPaid.isPending}>
        {t("markPaid", { count: selected.size })}
      </Button>
    </form>
  );
}
