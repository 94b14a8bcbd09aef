"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { FormAlert } from "@/components/forms/form-messages";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/trpc/react";

/**
 * The simulated onboarding: 1. send the account details, 2. add the payout account. Then back to the
 * payments tab, which reads the new status as it would after Stripe's form.
 */
export function TestConnectSteps({ detailsSubmitted, payoutsEnabled }: { detailsSubmitted: boolean; payoutsEnabled: boolean }) {
  const t = useTranslations("payouts.testConnect");
  const errorText = useErrorText();
  const router = useRouter();
  const [done, setDone] = useState({ details: detailsSubmitted, payouts: payoutsEnabled });
  const step = api.simulator.connectOnboardingStep.useMutation({
    onSuccess: ({ step: finished }) => setDone((current) => ({ ...current, [finished]: true })),
  });
  const back = () => router.push({ pathname: "/creator/settings", query: { tab: "payments", connect: "return" } });

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex flex-col gap-4">
        <li className="flex flex-col gap-2 rounded-lg border p-4">
          <h2 className="flex items-center gap-2 font-semibold">
            {done.details ? <CheckCircle2Icon aria-hidden className="size-4 text-emerald-600" /> : null}
            {t("detailsTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("detailsBody")}</p>
          {done.details ? (
            <p className="text-sm">{t("detailsDone")}</p>
          ) : (
            <Button type="button" disabled={step.isPending} onClick={() => step.mutate({ step: "details" })}>
              {t("submitDetails")}
            </Button>
          )}
        </li>
        <li className="flex flex-col gap-2 rounded-lg border p-4">
          <h2 className="flex items-center gap-2 font-semibold">
            {done.payouts ? <CheckCircle2Icon aria-hidden className="size-4 text-emerald-600" /> : null}
            {t("payoutsTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("payoutsBody")}</p>
          {done.payouts ? (
            <p className="text-sm">{t("payoutsDone")}</p>
          ) : (
            <Button type="button" disabled={step.isPending || !done.details} onClick={() => step.mutate({ step: "payouts" })}>
              {t("addPayoutAccount")}
            </Button>
          )}
        </li>
      </ol>
      <FormAlert>{step.error ? errorText(step.error) : null}</FormAlert>
      <Button type="button" variant={done.payouts ? "default" : "outline"} onClick={back}>
        {t(done.payouts ? "finish" : "leave")}
      </Button>
    </div>
  );
}
