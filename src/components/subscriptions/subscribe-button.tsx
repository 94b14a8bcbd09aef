"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { ScriptButton } from "@/components/ui/script-button";
import { signUpToSubscribePath } from "@/lib/video-requests/booking-paths";
import { useRouter } from "@/i18n/navigation";
import type { BillingPeriod } from "@/lib/tier-price";
import { api } from "@/trpc/react";

/** The spec's wait before leaving for checkout once the session exists. */
const SUBSCRIPTION_REDIRECT_MS = 1000;

type Phase = { kind: "idle" } | { kind: "creating" } | { kind: "redirecting" } | { kind: "error"; message: string };

/**
 * Subscribe Now for one tier: idle, creating the checkout session, redirecting after 1 s (to Stripe
 * Checkout, or the test checkout page in test mode), or the error inline. One idempotency key per
 * attempt, so a double click opens one session. A guest goes to sign up first and comes back with
 * `autoStart`, which starts this tier's checkout at once. Off until the page's scripts have run, so an early tap is
 * not lost.
 */
export function SubscribeButton({
  creatorId,
  tierId,
  billingPeriod,
  tierName,
  signedIn = true,
  autoStart = false,
}: {
  creatorId: string;
  tierId: string;
  billingPeriod: BillingPeriod;
  tierName: string;
  signedIn?: boolean;
  autoStart?: boolean;
}) {
  const t = useTranslations("subscriptions.checkout");
  const tErrors = useTranslations("subscriptions.errors");
  const errorText = useErrorText();
  const locale = useLocale();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const attempt = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const create = api.subscriptions.create.useMutation({
    onSuccess: ({ sessionUrl }) => {
      if (!sessionUrl) return setPhase({ kind: "error", message: tErrors("noCheckoutUrl") });
      setPhase({ kind: "redirecting" });
      timer.current = setTimeout(() => {
        if (sessionUrl.startsWith("/")) router.push(sessionUrl);
        else window.location.assign(sessionUrl);
      }, SUBSCRIPTION_REDIRECT_MS);
    },
    onError: (error) => {
      attempt.current = null;
      setPhase({ kind: "error", message: errorText(error, tErrors("createFailed")) });
    },
  });

  function start() {
    if (!signedIn) return router.push(signUpToSubscribePath(creatorId, tierId, billingPeriod));
    attempt.current ??= crypto.randomUUID();
    setPhase({ kind: "creating" });
    const back = `/${locale}/fan/creators/${creatorId}`;
    create.mutate({
      tierId,
      creatorId,
      billingPeriod,
      idempotencyKey: attempt.current,
      successUrl: `${back}?subscription=success`,
      cancelUrl: `${back}?cancelled=true`,
    });
  }

  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoStart || !signedIn || autoStarted.current) return;
    autoStarted.current = true;
    start();
    // Once, on arrival from sign-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart, signedIn]);

  const busy = phase.kind === "creating" || phase.kind === "redirecting";
  return (
    <div className="flex flex-col gap-2">
      <ScriptButton type="button" className="w-full" disabled={busy} onClick={start} aria-label={t("subscribeTo", { tier: tierName })}>
        {phase.kind === "creating" ? t("creating") : phase.kind === "redirecting" ? t("redirecting") : t("subscribeNow")}
      </ScriptButton>
      {phase.kind === "error" ? (
        <p role="alert" className="text-sm text-destructive">
          <span className="font-medium">{t("failedTitle")}: </span>
          {phase.message}
        </p>
      ) : null}
    </div>
  );
}
