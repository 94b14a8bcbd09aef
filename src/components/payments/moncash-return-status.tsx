"use client";

import { CircleCheck, CircleX, Clock, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { paidPath } from "@/components/checkout/checkout-target";
import { Button, buttonVariants } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { api } from "@/trpc/react";
import { paidNotice, paidTarget } from "./moncash-return";

/**
 * Back from MonCash: asks the server to verify the payment with MonCash (the return alone proves
 * nothing) and says what it found: paid, in words that fit what was paid for (then on to the order: a
 * video's order page, a call's confirmation), still waiting (check again), or not paid.
 */
export function MoncashReturnStatus({ transactionId, orderId }: { transactionId?: string; orderId?: string }) {
  const t = useTranslations("payments.moncashReturn");
  const tAll = useTranslations();
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
          {tAll(verify.error.data?.messageKey ?? "errors.unexpected")}
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
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <CircleX aria-hidden className="size-4" />
        {tAll(payment.errorKey ?? "errors.moncashNotPaid")}
      </p>
      <Link href="/" className={buttonVariants({ variant: "outline" })}>
        {t("home")}
      </Link>
    </div>
  );
}
