"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { FormAlert } from "@/components/forms/form-messages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import type { PayoutStatus } from "@/server/services/payouts/payout-status";
import { api } from "@/trpc/react";

/**
 * Stripe payouts on the payments tab: start or continue Connect Express onboarding (Stripe's hosted
 * form, or test mode's simulated steps), and read the account's status back through
 * GET /api/stripe/connect/status when the creator returns or while onboarding is unfinished.
 */
export function StripePayouts({ payouts, returned }: { payouts: PayoutStatus; returned: "return" | "refresh" | null }) {
  const t = useTranslations("payouts.stripe");
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  const checked = useRef(false);
  const start = api.payouts.startOnboarding.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
  const { methods } = payouts;

  async function refreshStatus() {
    setChecking(true);
    try {
      const res = await fetch("/api/stripe/connect/status");
      if (res.ok) router.refresh();
      else console.error("Stripe status refresh failed", res.status);
    } catch (error) {
      console.error("Stripe status refresh failed", error);
    } finally {
      setChecking(false);
    }
  }

  useEffect(() => {
    // Back from onboarding, or still unfinished: ask Stripe once where the account stands.
    if (checked.current || !methods.stripeAccountPresent || (methods.stripeActive && !returned)) return;
    checked.current = true;
    void refreshStatus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{t("title")}</h3>
        {methods.stripeActive ? (
          <Badge variant="secondary">
            <CheckCircle2Icon aria-hidden />
            {t("active")}
          </Badge>
        ) : (
          <Badge variant="outline">{t(methods.stripeAccountPresent ? "pending" : "notSetUp")}</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t(methods.stripeActive ? "activeBody" : methods.stripeAccountPresent ? "pendingBody" : "body")}</p>
      {returned === "refresh" && !methods.stripeActive ? <p className="text-sm">{t("linkExpired")}</p> : null}
      {methods.stripeActive ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t("charges")}</dt>
            <dd>{t(payouts.stripeChargesEnabled ? "on" : "off")}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t("payouts")}</dt>
            <dd>{t(payouts.stripePayoutsEnabled ? "on" : "off")}</dd>
          </div>
        </dl>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" disabled={start.isPending} onClick={() => start.mutate({ locale })}>
            {start.isPending ? t("opening") : t(methods.stripeAccountPresent ? "continue" : "start")}
          </Button>
          {methods.stripeAccountPresent ? (
            <Button type="button" variant="outline" disabled={checking} onClick={() => void refreshStatus()}>
              {checking ? t("checking") : t("refresh")}
            </Button>
          ) : null}
        </div>
      )}
      <FormAlert>{start.error ? errorText(start.error) : null}</FormAlert>
    </div>
  );
}
