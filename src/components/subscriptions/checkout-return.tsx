"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { api } from "@/trpc/react";

/**
 * The return from subscription checkout (`?subscription=success&session_id=...` or `?cancelled=true`):
 * the session is verified on the server before anything is said about it.
 */
export function CheckoutReturn() {
  const t = useTranslations("subscriptions.return");
  const errorText = useErrorText();
  const params = useSearchParams();
  const sessionId = params.get("subscription") === "success" ? params.get("session_id") : null;
  const verify = api.subscriptions.verifyCheckout.useMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (sessionId && !asked.current) {
      asked.current = true;
      verify.mutate({ sessionId });
    }
  }, [sessionId, verify]);

  if (params.get("cancelled") === "true") return <p role="status" className="rounded-lg border p-4 text-sm">{t("cancelled")}</p>;
  if (!sessionId) return null;
  const text = verify.error
    ? errorText(verify.error)
    : !verify.data
      ? t("verifying")
      : verify.data.status === "active"
        ? t("active", { tier: verify.data.tierName })
        : t("pending");
  return (
    <p role={verify.error ? "alert" : "status"} className="rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm font-medium">
      {text}
    </p>
  );
}
