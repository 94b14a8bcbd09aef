"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { ScriptButton } from "@/components/ui/script-button";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/trpc/react";

/** Approve or refuse on the test MonCash page; then back to Lakou, where the return is verified. */
export function TestMoncashDecision({ token }: { token: string }) {
  const t = useTranslations("payments.testMoncash");
  const errorText = useErrorText();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const decide = api.simulator.decideMoncash.useMutation({
    onSuccess: ({ returnPath }) => router.push(returnPath),
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
        <ScriptButton
          type="button"
          className="bg-[#d0021b] text-white hover:bg-[#a80016] sm:flex-1"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ token, approve: true })}
        >
          {decide.isPending ? t("sending") : t("approve")}
        </ScriptButton>
        <ScriptButton type="button" variant="outline" className="sm:flex-1" disabled={decide.isPending} onClick={() => decide.mutate({ token, approve: false })}>
          {t("refuse")}
        </ScriptButton>
      </div>
    </div>
  );
}
