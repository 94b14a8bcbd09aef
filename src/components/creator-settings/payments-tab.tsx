import { getTranslations } from "next-intl/server";
import { TestModeNotice } from "@/components/payments/test-mode-notice";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { hasPayoutMethod } from "@/lib/payouts";
import type { PayoutStatus } from "@/server/services/payouts/payout-status";
import { FeeLines } from "./fee-lines";
import { MoncashPayouts } from "./moncash-payouts";
import { StripePayouts } from "./stripe-payouts";

/** The payments tab: how the creator is paid (Stripe payouts, MonCash), with the fees and what waits meanwhile. */
export async function PaymentsTab({
  payouts,
  modes,
  returned,
}: {
  payouts: PayoutStatus;
  modes: { card: string; moncash: string; testMode: boolean };
  returned: "return" | "refresh" | null;
}) {
  const t = await getTranslations("payouts");
  return (
    <div className="flex flex-col gap-6">
      {modes.testMode ? <TestModeNotice /> : null}
      <div
        role="status"
        className={
          hasPayoutMethod(payouts.methods)
            ? "rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950"
            : "rounded-lg border px-4 py-3 text-sm"
        }
      >
        {t(hasPayoutMethod(payouts.methods) ? "ready" : "earningsWait")}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t("methodsTitle")}</CardTitle>
          <CardDescription>{t("methodsDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          <StripePayouts payouts={payouts} returned={returned} />
          <MoncashPayouts payouts={payouts} testMode={modes.moncash === "test"} />
        </CardContent>
      </Card>
      <section aria-labelledby="payout-fees" className="flex flex-col gap-2">
        <h2 id="payout-fees" className="font-semibold">
          {t("fees.title")}
        </h2>
        <FeeLines />
      </section>
    </div>
  );
}
