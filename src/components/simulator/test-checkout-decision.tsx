"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { ScriptButton } from "@/components/ui/script-button";
import { api } from "@/trpc/react";

/** Subscribe or cancel on the test checkout page; then back to Lakou, where the return is verified. */
export function TestCheckoutDecision({ sessionId }: { sessionId: string }) {
  const t = useTranslations("subscriptions.testCheckout");
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const decide = api.simulator.decideSubscriptionCheckout.useMutation({
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: (e) => setError(errorText(e)),
  });
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <ScriptButton type="button" className="sm:flex-1" disabled={decide.isPending} onClick={() => decide.mutate({ sessionId, decision: "pay" })}>
          {t("pay")}
        </ScriptButton>
        <ScriptButton type="button" variant="outline" className="sm:flex-1" disabled={decide.isPending} onClick={() => decide.mutate({ sessionId, decision: "cancel" })}>
          {t("cancel")}
        </ScriptButton>
      </div>
    </div>
  );
}
