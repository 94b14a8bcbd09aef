"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/trpc/react";
import { attemptKey, type CheckoutTarget, paidPath } from "./checkout-target";
import { type MutationErrorLike, useErrorText } from "@/components/forms/mutation-error";
import { SavedCardChoice } from "./saved-card-choice";
import { type TestCard, TestCardForm } from "@/components/simulator/test-card-form";
import { usePaymentFailureText } from "./use-payment-failure-text";

/**
 * Paying by card in test mode: the fan's saved cards (the default preselected) pay through
 * payWithSavedCard; 'Use a new card' opens the spec's card form, which goes through the payments router
 * (startCard, then confirmTestCard). Either may ask for the confirmation step of the 3155 card; an order
 * is only paid when the server says so. Success goes to the order (a video's order page, a call's confirmation).
 */
export function TestCardCheckout({ target, amountCents }: { target: CheckoutTarget; amountCents: number }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const errorText = useErrorText();
  const failureText = usePaymentFailureText();
  const router = useRouter();
  const [idempotencyKey] = useState(() => attemptKey("card", target));
  const [error, setError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(true);
  const [confirming, setConfirming] = useState<string | null>(null);
  const start = api.payments.startCard.useMutation();
  const confirm = api.simulator.confirmCard.useMutation();
  const authenticate = api.simulator.authenticateCard.useMutation();
  const paySaved = api.payments.payWithSavedCard.useMutation();
  const me = api.account.me.useQuery();
  const processing = start.isPending || confirm.isPending || authenticate.isPending || paySaved.isPending;

  const settle = (view: { paid: boolean; status: string; errorKey: string | null; paymentIntentId: string | null }) => {
    if (view.paid) {
      toast.success(tAll("payments.success"));
      router.push(paidPath(target));
    } else if (view.status === "requires_action" && view.paymentIntentId) {
      setConfirming(view.paymentIntentId);
    } else {
      const message = failureText(view.errorKey, "errors.paymentFailed");
      setError(message);
      toast.error(tAll("payments.failedTitle"), { description: message });
    }
  };
  const fail = (e: MutationErrorLike) => {
    const message = errorText(e, tAll("payments.initFailed"));
    setError(message);
    toast.error(tAll("payments.failedTitle"), { description: message });
  };

  const pay = async (card: TestCard) => {
    setError(null);
    try {
      const intent = await start.mutateAsync({ ...target, idempotencyKey, amountCents, currency: "USD", saveCard });
      settle(await confirm.mutateAsync({ paymentIntentId: intent.paymentIntentId, cardNumber: card.cardNumber, expiry: card.expiry }));
    } catch (e) {
      fail(e as Parameters<typeof fail>[0]);
    }
  };
  const payWithSaved = (cardId: string) => {
    setError(null);
    paySaved.mutateAsync({ ...target, idempotencyKey, cardId, amountCents, currency: "USD" }).then(settle, fail);
  };
  const answer = (approve: boolean) => {
    if (!confirming) return;
    authenticate
      .mutateAsync({ paymentIntentId: confirming, approve })
      .then(settle, fail)
      .finally(() => setConfirming(null));
  };

  return confirming ? (
    <div role="group" aria-labelledby="confirm-step" className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id="confirm-step" className="font-semibold">{t("confirmStep.title")}</h3>
      <p className="text-sm text-muted-foreground">{t("confirmStep.body")}</p>
      <div className="flex gap-2">
        <Button type="button" disabled={processing} onClick={() => answer(true)}>
          {t("confirmStep.approve")}
        </Button>
        <Button type="button" variant="outline" disabled={processing} onClick={() => answer(false)}>
          {t("confirmStep.refuse")}
        </Button>
      </div>
    </div>
  ) : (
    <SavedCardChoice processing={processing} error={error} onPaySaved={payWithSaved} saveCard={saveCard} onSaveCardChange={setSaveCard}>
      <TestCardForm processing={processing} error={error} defaultEmail={me.data?.email ?? ""} key={me.data?.email ?? ""} onPay={(card) => void pay(card)} />
    </SavedCardChoice>
  );
}
