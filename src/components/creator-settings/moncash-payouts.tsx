"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { useRouter } from "@/i18n/navigation";
import { TEST_MONCASH_VERIFICATION_CODE } from "@/lib/payouts";
import type { PayoutStatus } from "@/server/services/payouts/payout-status";
import { api } from "@/trpc/react";
import { Field } from "./field";
import { errorKeys } from "./mutation-errors";

/** MonCash payouts on the payments tab: the creator's number, then its verification code. */
export function MoncashPayouts({ payouts, testMode }: { payouts: PayoutStatus; testMode: boolean }) {
  const t = useTranslations("payouts.moncash");
  const translate = useTranslations();
  const router = useRouter();
  const [phone, setPhone] = useState(payouts.moncashPhone ?? "");
  const [code, setCode] = useState("");
  const saveNumber = api.payouts.saveMoncashNumber.useMutation({
    onSuccess: () => {
      toast.success(t("numberSaved"));
      router.refresh();
    },
  });
  const verify = api.payouts.verifyMoncashNumber.useMutation({
    onSuccess: () => {
      toast.success(t("verified"));
      setCode("");
      router.refresh();
    },
  });
  const numberErrors = errorKeys(saveNumber.error);
  const codeErrors = errorKeys(verify.error);

  function submitNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveNumber.mutate({ phone });
  }
  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.mutate({ code });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{t("title")}</h3>
        {payouts.moncashVerified ? (
          <Badge variant="secondary">
            <CheckCircle2Icon aria-hidden />
            {t("verifiedBadge")}
          </Badge>
        ) : (
          <Badge variant="outline">{t(payouts.moncashPhone ? "unverified" : "notSetUp")}</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t("body")}</p>
      <form onSubmit={submitNumber} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Field
            id="moncash-phone"
            label={t("phone")}
            hint={t("phoneHint")}
            error={numberErrors.fields.phone ? translate(numberErrors.fields.phone) : null}
          >
            {(aria) => <Input {...aria} type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />}
          </Field>
        </div>
        <SubmitButton pending={saveNumber.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:mt-7 sm:w-auto">
          {t("saveNumber")}
        </SubmitButton>
      </form>
      <FormAlert>{numberErrors.form && !numberErrors.fields.phone ? translate(numberErrors.form) : null}</FormAlert>
      {payouts.moncashPhone && !payouts.moncashVerified ? (
        <form onSubmit={submitCode} noValidate className="flex flex-col gap-3 rounded-lg border p-4">
          <p className="text-sm">{t(testMode ? "codeSentTest" : "codeUnavailable", { code: TEST_MONCASH_VERIFICATION_CODE })}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <Field id="moncash-code" label={t("code")} error={codeErrors.fields.code ? translate(codeErrors.fields.code) : null}>
                {(aria) => (
                  <Input {...aria} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
                )}
              </Field>
            </div>
            <SubmitButton pending={verify.isPending} pendingLabel={t("verifying")} size="default" className="w-full sm:mt-7 sm:w-auto">
              {t("verify")}
            </SubmitButton>
          </div>
          <FormAlert>{codeErrors.form && !codeErrors.fields.code ? translate(codeErrors.form) : null}</FormAlert>
        </form>
      ) : null}
    </div>
  );
}
