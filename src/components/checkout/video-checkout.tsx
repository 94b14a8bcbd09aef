"use client";

import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { orderPath } from "@/components/booking/booking-paths";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/trpc/react";
import { type TestCard, TestCardForm } from "./test-card-form";

/**
 * Paying a video request by card. In test mode the spec's card form goes through the payments router
 * (startCard, then confirmTestCard, with the confirmation step of the 3155 card); a payment is only
 * paid when the server says so. Success goes to the order page.
 */
export function VideoCheckout({ requestId, creatorId, amountCents }: { requestId: string; creatorId: string; amountCents: number }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const router = useRouter();
  const mode = api.payments.mode.useQuery();
  const [idempotencyKey] = useState(() => `card:${requestId}:${crypto.randomUUID()}`);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const start = api.payments.startCard.useMutation();
  const confirm = api.payments.confirmTestCard.useMutation();
  const authenticate = api.payments.authenticateTestCard.useMutation();
  const processing = start.isPending || confirm.isPending || authenticate.isPending;

  const settle = (view: { paid: boolean; status: string; errorKey: string | null; paymentIntentId: string | null }) => {
    if (view.paid) {
      toast.success(tAll("payments.success"));
      router.push(orderPath(requestId));
    } else if (view.status === "requires_action" && view.paymentIntentId) {
      setConfirming(view.paymentIntentId);
    } else {
      const message = tAll(view.errorKey ?? "errors.paymentFailed");
      setError(message);
      toast.error(tAll("payments.failedTitle"), { description: message });
    }
  };
  const fail = (e: { data?: { messageKey?: string; fieldErrors?: Record<string, string> | null } | null }) => {
    const message = tAll(Object.values(e.data?.fieldErrors ?? {})[0] ?? e.data?.messageKey ?? "payments.initFailed");
    setError(message);
    toast.error(tAll("payments.failedTitle"), { description: message });
  };

  const pay = async (card: TestCard) => {
    setError(null);
    try {
      const intent = await start.mutateAsync({ requestId, idempotencyKey, creatorId, amountCents, currency: "USD" });
      settle(await confirm.mutateAsync({ paymentIntentId: intent.paymentIntentId, cardNumber: card.cardNumber }));
    } catch (e) {
      fail(e as Parameters<typeof fail>[0]);
    }
  };

  if (mode.isPending) return <Skeleton className="h-72 w-full" />;
  if (mode.isError) return <p role="alert" className="text-sm text-destructive">{tAll("payments.initFailed")}</p>;
  if (mode.data.card !== "test") {
    return <p className="text-sm text-muted-foreground">{t("stripeLeft")}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{tAll("payments.testModeNotice")}</strong> {tAll("payments.testModeHint")}
        </span>
      </p>
      {confirming ? (
        <div role="group" aria-labelledby="confirm-step" className="flex flex-col gap-3 rounded-lg border p-4">
          <h3 id="confirm-step" className="font-semibold">{t("confirmStep.title")}</h3>
          <p className="text-sm text-muted-foreground">{t("confirmStep.body")}</p>
          <div className="flex gap-2">
            <Button type="button" disabled={processing} onClick={() => authenticate.mutateAsync({ paymentIntentId: confirming, approve: true }).then(settle, fail).finally(() => setConfirming(null))}>
              {t("confirmStep.approve")}
            </Button>
            <Button type="button" variant="outline" disabled={processing} onClick={() => authenticate.mutateAsync({ paymentIntentId: confirming, approve: false }).then(settle, fail).finally(() => setConfirming(null))}>
              {t("confirmStep.refuse")}
            </Button>
          </div>
        </div>
      ) : (
        <TestCardForm processing={processing} error={error} onPay={(card) => void pay(card)} />
      )}
    </div>
  );
}
