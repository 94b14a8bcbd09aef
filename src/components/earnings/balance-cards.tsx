import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/routing";
import { HOLD_BACK_DAYS, PAYOUT_MINIMUM_CENTS } from "@/lib/earnings/rules";
import { formatMoney, money } from "@/lib/money";
import type { RouterOutputs } from "@/trpc/react";
import { PayoutButton } from "./payout-button";

type Balance = RouterOutputs["earnings"]["summary"]["balances"][number];

/** One card per currency: pending, available (with "pay out now" above the minimum), in payout, paid out, lifetime. */
export async function BalanceCards({ balances, locale, canBePaid }: { balances: Balance[]; locale: Locale; canBePaid: boolean }) {
  const t = await getTranslations("earnings");
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {balances.map((balance) => {
        const fmt = (cents: number) => formatMoney(money(cents, balance.currency), locale);
        const payable = canBePaid && balance.available >= PAYOUT_MINIMUM_CENTS[balance.currency];
        return (
          <Card key={balance.currency} className="flex flex-col gap-4 p-5" data-testid={`balance-${balance.currency}`}>
            <h3 className="font-semibold">{t("balances.currency", { currency: balance.currency })}</h3>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <div className="col-span-2">
                <dt className="text-muted-foreground">{t("balances.available")}</dt>
                <dd className="text-3xl font-bold tabular-nums">{fmt(balance.available)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("balances.pending")}</dt>
                <dd className="text-lg font-semibold tabular-nums">{fmt(balance.pending)}</dd>
                <dd className="text-xs text-muted-foreground">{t("balances.pendingHint", { days: HOLD_BACK_DAYS })}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("balances.inPayout")}</dt>
                <dd className="text-lg font-semibold tabular-nums">{fmt(balance.inPayout)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("balances.paidOut")}</dt>
                <dd className="text-lg font-semibold tabular-nums">{fmt(balance.paidOut)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("balances.lifetime")}</dt>
                <dd className="text-lg font-semibold tabular-nums">{fmt(balance.lifetime)}</dd>
              </div>
            </dl>
            {payable ? (
              <div>
                <PayoutButton currency={balance.currency} label={t("payout.action", { amount: fmt(balance.available) })} />
              </div>
            ) : null}
          </Card>
        );
      })}
    </div>
  );
}
