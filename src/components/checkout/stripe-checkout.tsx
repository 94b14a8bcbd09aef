"use client";

import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeElementLocale } from "@stripe/stripe-js";
import { Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { FormAlert } from "@/components/forms/form-messages";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { api } from "@/trpc/react";
import { attemptKey, type CheckoutTarget, paidPath } from "./checkout-target";
import { type MutationErrorLike, useErrorText } from "@/components/forms/mutation-error";
import { SavedCardChoice } from "./saved-card-choice";
import { usePaymentFailureText } from "./use-payment-failure-text";

/** Stripe has no Haitian Creole: Creole readers get its French. */
const STRIPE_LOCALE: Record<Locale, StripeElementLocale> = { en: "en", fr: "fr", ht: "fr" };

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

/**
 * Paying by card with the fan's saved cards (the default preselected) or, for a new card, Stripe's Payment Element, with
 * Stripe's Express Checkout Element above it where Stripe offers a wallet (spec §4 states: initialising, ready, processing, success
 * or the error banner and toast). The client secret comes from the same startCard service; after
 * confirmPayment (or Stripe's redirect back to the order's page) the server re-reads the payment from
 * Stripe before anything counts as paid; the webhook stays the source of truth. A wallet confirms the same
 * PaymentIntent (same idempotency key, same webhook) as the card form. Test mode has no Stripe: no Express Checkout.
 */
export function StripeCheckout({ target, amountCents, publishableKey }: { target: CheckoutTarget; amountCents: number; publishableKey: string | null }) {
  const tAll = useTranslations();
  const errorText = useErrorText();
  const failureText = usePaymentFailureText();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const start = api.payments.startCard.useMutation();
  const paySaved = api.payments.payWithSavedCard.useMutation();
  const verify = api.payments.verify.useMutation();
  const [savedProcessing, setSavedProcessing] = useState(false);
  const [savedError, setSavedError] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => attemptKey("card", target));
  // "Save this card" decides how the PaymentIntent is made (with the fan's customer or without), so each
  // choice has its own intent and key; switching back reuses the first one.
  const [saveCard, setSaveCard] = useState(true);
  const [keyWithoutSaving] = useState(() => attemptKey("card", target));
  const startedFor = useRef<boolean | null>(null);
  const { mutate } = start;
  useEffect(() => {
    if (startedFor.current === saveCard || !publishableKey) return;
    startedFor.current = saveCard;
    mutate({ ...target, idempotencyKey: saveCard ? idempotencyKey : keyWithoutSaving, amountCents, currency: "USD", saveCard });
  }, [mutate, target, idempotencyKey, keyWithoutSaving, amountCents, publishableKey, saveCard]);

  if (!publishableKey) return <p role="alert" className="text-sm text-destructive">{tAll("payments.initFailed")}</p>;

  /** A saved card is confirmed by the server; a confirmation step its bank asks for is taken with Stripe.js. */
  const payWithSaved = async (cardId: string) => {
    setSavedProcessing(true);
    setSavedError(null);
    const failWith = (message: string) => {
      setSavedError(message);
      toast.error(tAll("payments.failedTitle"), { description: message });
      setSavedProcessing(false);
    };
    try {
      let view = await paySaved.mutateAsync({ ...target, idempotencyKey, cardId, amountCents, currency: "USD" });
      if (view.status === "requires_action" && view.clientSecret) {
        const result = await (await stripeFor(publishableKey))?.handleNextAction({ clientSecret: view.clientSecret });
        if (result?.error) return failWith(result.error.message ?? tAll("errors.paymentFailed"));
        view = { ...(await verify.mutateAsync(target)), clientSecret: view.clientSecret };
      }
      if (!view.paid) return failWith(failureText(view.errorKey, "errors.paymentFailed"));
      toast.success(tAll("payments.success"));
      router.push(paidPath(target));
    } catch (e) {
      failWith(errorText(e as MutationErrorLike, tAll("errors.paymentFailed")));
    }
  };

  return (
    <SavedCardChoice
      processing={savedProcessing}
      error={savedError}
      onPaySaved={(cardId) => void payWithSaved(cardId)}
      saveCard={saveCard}
      onSaveCardChange={setSaveCard}
    >
      {start.isError ? (
        <FormAlert>{errorText(start.error, tAll("payments.intentFailed"))}</FormAlert>
      ) : !start.data ? (
        <Initialising />
      ) : (
        <Elements key={start.data.clientSecret} stripe={stripeFor(publishableKey)} options={{ clientSecret: start.data.clientSecret, locale: STRIPE_LOCALE[locale] }}>
          <PaymentForm target={target} />
        </Elements>
      )}
    </SavedCardChoice>
  );
}

function Initialising() {
  const t = useTranslations("checkout.stripe");
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t("initialising")}
      </span>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

function PaymentForm({ target }: { target: CheckoutTarget }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const errorText = useErrorText();
  const failureText = usePaymentFailureText();
  const locale = useLocale();
  const router = useRouter();
  const stripe = useStripe();
  const elements = useElements();
  const verify = api.payments.verify.useMutation();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Express Checkout (Apple Pay, Google Pay, Link…) shows only when Stripe offers a wallet on this device.
  const [expressOffered, setExpressOffered] = useState(false);

  const failWith = (message: string) => {
    setError(message);
    toast.error(tAll("payments.failedTitle"), { description: message });
  };

  /** Confirms the order's one PaymentIntent with the card form or the wallet chosen (`onFailed` tells the wallet's sheet). */
  const pay = async (onFailed?: () => void) => {
    if (!stripe || !elements) return;
    setProcessing(true);
    setError(null);
    const returnUrl = `${window.location.origin}/${locale}${paidPath(target)}`;
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: "if_required" });
    if (result.error) {
      onFailed?.();
      setProcessing(false);
      failWith(result.error.code === "card_declined" ? tAll("errors.cardDeclined") : (result.error.message ?? tAll("errors.paymentFailed")));
      return;
    }
    try {
      const view = await verify.mutateAsync(target);
      if (view.paid) {
        toast.success(tAll("payments.success"));
        router.push(paidPath(target));
        return;
      }
      failWith(failureText(view.errorKey, "errors.paymentFailed"));
    } catch (e) {
      failWith(errorText(e as MutationErrorLike, tAll("errors.paymentFailed")));
    }
    setProcessing(false);
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void pay();
      }}
    >
      <FormAlert>{error}</FormAlert>
      <section aria-labelledby="express-checkout-heading" hidden={!expressOffered} className="flex flex-col gap-3">
        <h3 id="express-checkout-heading" className="text-sm font-semibold">
          {t("express.title")}
        </h3>
        <ExpressCheckoutElement
          onReady={({ availablePaymentMethods }) => setExpressOffered(Boolean(availablePaymentMethods))}
          onConfirm={(event) => void pay(() => event.paymentFailed({ reason: "fail" }))}
        />
        <p className="text-center text-xs text-muted-foreground">{t("express.orCard")}</p>
      </section>
      {ready ? null : <Initialising />}
      <PaymentElement options={{ wallets: { applePay: "never", googlePay: "never" } }} onReady={() => setReady(true)} />
      <Button type="submit" size="lg" disabled={!ready || !stripe || processing}>
        {processing ? t("card.processing") : t("card.pay")}
      </Button>
    </form>
  );
}
