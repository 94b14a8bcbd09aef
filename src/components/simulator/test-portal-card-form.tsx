"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { ScriptButton } from "@/components/ui/script-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/trpc/react";

/**
 * The test portal's one form: another test card for the subscription's renewals. The field is read from
 * the form when it is sent, so digits typed before React took over the page are kept; an empty or
 * unknown number gets the server's translated answer.
 */
export function TestPortalCardForm({ subscription, cardLast4 }: { subscription: string; cardLast4: string }) {
  const t = useTranslations("testPortal");
  const errorText = useErrorText();
  const [current, setCurrent] = useState(cardLast4);
  const [saved, setSaved] = useState(false);
  const change = api.simulator.changePortalCard.useMutation({
    onSuccess: (answer) => {
      setCurrent(answer.cardLast4);
      setSaved(true);
    },
    onError: () => setSaved(false),
  });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const cardNumber = String(new FormData(form).get("cardNumber") ?? "");
        setSaved(false);
        change.mutate({ subscription, cardNumber }, { onSuccess: () => form.reset() });
      }}
    >
      <p className="text-sm">{t("current", { last4: current })}</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="test-portal-card">{t("cardNumber")}</Label>
        <Input
          id="test-portal-card"
          inputMode="numeric"
          name="cardNumber"
          autoComplete="off"
          aria-invalid={Boolean(change.error)}
          aria-describedby="test-portal-hint"
        />
        <p id="test-portal-hint" className="text-xs text-muted-foreground">
          {t("hint")}
        </p>
      </div>
      {change.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(change.error, t("failed"))}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t("saved", { last4: current })}
        </p>
      ) : null}
      <ScriptButton type="submit" className="self-start" disabled={change.isPending}>
        {t("save")}
      </ScriptButton>
    </form>
  );
}
