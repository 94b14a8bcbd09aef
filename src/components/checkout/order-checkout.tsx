"use client";

import { CreditCard, Smartphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { TestModeNotice } from "@/components/payments/test-mode-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { TestCardCheckout } from "./card-checkout";
import { type CheckoutMethod, useCheckoutMethod } from "./checkout-method";
import type { CheckoutTarget } from "./checkout-target";
import { MoncashCheckout } from "./moncash-checkout";
import { StripeCheckout } from "./stripe-checkout";

/**
 * The one checkout for every order (a video request, a booked call): the methods its creator offers
 * (spec §9), card in dollars (Stripe's Payment Element with keys, the test card form without) or
 * MonCash in gourdes. Every method goes through the same payments router and payment seam. The
 * selected method lives in the page's CheckoutMethodProvider (the summary's note follows it).
 */
export function OrderCheckout({ target, amountCents, methods }: { target: CheckoutTarget; amountCents: number; methods: CheckoutMethod[] }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const mode = api.payments.mode.useQuery();
  const [method, setMethod] = useCheckoutMethod();

  if (methods.length === 0) return <p role="alert" className="text-sm text-destructive">{tAll("errors.paymentMethodNotOffered")}</p>;
  if (mode.isPending) return <Skeleton className="h-72 w-full" />;
  if (mode.isError) return <p role="alert" className="text-sm text-destructive">{tAll("payments.initFailed")}</p>;
  const offline = (method === "card" && mode.data.card === "test") || (method === "moncash" && mode.data.moncash === "test");

  return (
    <div className="flex flex-col gap-4">
      {methods.length > 1 ? (
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-2 text-sm font-medium">{t("methods.legend")}</legend>
          {methods.map((m) => {
            const Icon = m === "card" ? CreditCard : Smartphone;
            return (
              <label
                key={m}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                  method === m && "border-primary bg-primary/5",
                )}
              >
                <input type="radio" name="payment-method" value={m} checked={method === m} onChange={() => setMethod(m)} className="size-4 accent-primary" />
                <Icon aria-hidden className="size-4 shrink-0" />
                <span className="flex flex-col">
                  <span className="font-medium">{t(`methods.${m}`)}</span>
                  <span className="text-xs text-muted-foreground">{t(`methods.${m}Currency`)}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {offline ? <TestModeNotice /> : null}
      {method === "moncash" ? (
        <MoncashCheckout key="moncash" target={target} />
      ) : mode.data.card === "test" ? (
        <TestCardCheckout key="card" target={target} amountCents={amountCents} />
      ) : (
        <StripeCheckout key="stripe" target={target} amountCents={amountCents} publishableKey={mode.data.publishableKey} />
      )}
    </div>
  );
}
