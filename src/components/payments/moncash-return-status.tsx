"use client";

import { CircleCheck, CircleX, Clock, CreditCard, Loader2, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { paidPath, retryPath } from "@/components/checkout/checkout-target";
import { Button, buttonVariants } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { api } from "@/trpc/react";
import { paidNotice, paidTarget, unpaidOrderPath } from "./moncash-return";
import { usePaymentFailureText } from "@/components/checkout/use-payment-failure-text";

/**
 * Back from MonCash: asks the server to verify the payment with MonCash (the return alone proves
 * nothing) and says what it found: paid, in words that fit what was paid for (then on to the order: a
 * video's order page, a call's confirmation), still waiting (check again), or not paid.
 */
export function MoncashReturnStatus({ transactionId, orderId }: { transactionId?: string; orderId?: string }) {
  const t = useTranslations("payments.moncashReturn");
  const errorText = useErrorText();
  const failureText = usePaymentFailureText();
  const router = useRouter();
  const verify = api.payments.verifyMoncashReturn.useMutation({
    onSuccess: (payment) => {
      const target = paidTarget(payment);
      if (payment.paid && target) router.replace(paidPath(target));
    },
  });
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ transactionId, orderId });
  }, [mutate, transactionId, orderId]);

  if (verify.isPending || verify.isIdle) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t("verifying")}
      </p>
    );
  }
  if (verify.isError) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <CircleX aria-hidden className="size-4" />
          {errorText(verify.error)}
        </p>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t("home")}
        </Link>
      </div>
    );
  }
  const payment = verify.data;
  const target = paidTarget(payment);
  if (payment.paid) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden className="size-4 text-green-600" />
          {t(paidNotice(payment))}
        </p>
        {target ? (
          <Link href={paidPath(target)} className={buttonVariants()}>
            {t("viewOrder")}
          </Link>
        ) : null}
      </div>
    );
  }
  if (payment.status === "pending") {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="flex items-center gap-2 text-sm">
          <Clock aria-hidden className="size-4" />
          {t("pending")}
        </p>
        <Button type="button" variant="outline" onClick={() => mutate({ transactionId, orderId })}>
          {t("checkAgain")}
        </Button>
      </div>
    );
  }
  // Refused or cancelled: the order is still there, unpaid. The fan may try MonCash again, pay by card
  // when the creator takes cards, or look at the order.
  const retry = target && payment.awaitingPayment;
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <CircleX aria-hidden className="size-4 shrink-0" />
        {failureText(payment.errorKey, "errors.moncashNotPaid")}
      </p>
      {retry ? <p className="text-sm text-muted-foreground">{t("stillUnpaid")}</p> : null}
      {retry && payment.methods.includes("moncash") ? (
        <Link href={retryPath(target, payment.creatorId, "moncash")} className={buttonVariants()}>
          <RotateCcw aria-hidden />
          {t("retry")}
        </Link>
      ) : null}
      {retry && payment.methods.includes("card") ? (
        <Link href={retryPath(target, payment.creatorId, "card")} className={buttonVariants({ variant: "outline" })}>
          <CreditCard aria-hidden />
          {t("payByCard")}
        </Link>
      ) : null}
      {target ? (
        <Link href={unpaidOrderPath(target)} className={buttonVariants({ variant: "ghost" })}>
          {t("viewUnpaidOrder")}
        </Link>
      ) : (
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t("home")}
        </Link>
      )}
    </div>
  );
}
