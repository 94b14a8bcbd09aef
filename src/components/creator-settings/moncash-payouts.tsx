"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Badge } from "@/components/ui/badge";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { TEST_MONCASH_VERIFICATION_CODE } from "@/lib/payouts";
import { moncashCodeInput, moncashNumberInput } from "@/lib/payouts-input";
import type { PayoutStatus } from "@/server/services/payouts/payout-status";
import { api } from "@/trpc/react";

/** MonCash payouts on the payments tab: the creator's number, then its verification code. */
export function MoncashPayouts({ payouts, testMode }: { payouts: PayoutStatus; testMode: boolean }) {
  const t = useTranslations("payouts.moncash");
  const numberForm = useForm<z.input<typeof moncashNumberInput>, unknown, z.output<typeof moncashNumberInput>>({
    resolver: schemaResolver(moncashNumberInput),
    defaultValues: { phone: payouts.moncashPhone ?? "" },
  });
  const codeForm = useForm<z.input<typeof moncashCodeInput>, unknown, z.output<typeof moncashCodeInput>>({
    resolver: schemaResolver(moncashCodeInput),
    defaultValues: { code: "" },
  });
  const saveNumber = api.payouts.saveMoncashNumber.useMutation(useMutationFeedback({ form: numberForm, success: t("numberSaved") }));
  const verify = api.payouts.verifyMoncashNumber.useMutation(
    useMutationFeedback({ form: codeForm, success: t("verified"), onSuccess: () => codeForm.reset({ code: "" }) }),
  );

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
      <Form {...numberForm}>
        <form onSubmit={numberForm.handleSubmit((input) => saveNumber.mutate(input))} noValidate className="flex flex-col gap-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField
              control={numberForm.control}
              name="phone"
              render={({ field }) => (
                <FormItem fieldId="moncash-phone" className="flex-1">
                  <FormLabel>{t("phone")}</FormLabel>
                  <FormControl>
                    <Input {...field} type="tel" inputMode="tel" autoComplete="tel" />
                  </FormControl>
                  <FormDescription>{t("phoneHint")}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <SubmitButton pending={saveNumber.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:mt-7 sm:w-auto">
              {t("saveNumber")}
            </SubmitButton>
          </div>
          <FormRootMessage />
        </form>
      </Form>
      {payouts.moncashPhone && !payouts.moncashVerified ? (
        <Form {...codeForm}>
          <form onSubmit={codeForm.handleSubmit((input) => verify.mutate(input))} noValidate className="flex flex-col gap-3 rounded-lg border p-4">
            <p className="text-sm">{t(testMode ? "codeSentTest" : "codeUnavailable", { code: TEST_MONCASH_VERIFICATION_CODE })}</p>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <FormField
                control={codeForm.control}
                name="code"
                render={({ field }) => (
                  <FormItem fieldId="moncash-code" className="flex-1">
                    <FormLabel>{t("code")}</FormLabel>
                    <FormControl>
                      <Input {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <SubmitButton pending={verify.isPending} pendingLabel={t("verifying")} size="default" className="w-full sm:mt-7 sm:w-auto">
                {t("verify")}
              </SubmitButton>
            </div>
            <FormRootMessage />
          </form>
        </Form>
      ) : null}
    </div>
  );
}
