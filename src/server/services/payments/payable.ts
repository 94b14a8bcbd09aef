import "server-only";
import type { PayableRef } from "@/lib/payments/payable-input";
import { type Currency, type HtgPerUsd, type Money } from "@/lib/money";
import type { Queryable } from "@/server/db";
import { AppError } from "@/server/errors";
import { type PriceLines, priceInHtg } from "@/server/services/video-requests/quote";
import { getExchangeRate } from "./exchange-rate";
import type { Payable } from "./order-kind";
import { loadOrder } from "./order-kinds";

export type { Payable } from "./order-kind";

/** Each method's currency: cards charge dollars, MonCash gourdes. */
const METHOD_CURRENCY = { card: "USD", moncash: "HTG" } as const satisfies Record<string, Currency>;
export type PaymentMethod = keyof typeof METHOD_CURRENCY;

/** The creator's `payment_methods_enabled` value that offers each method (spec §9). */
const METHOD_OFFERED_AS = { card: "stripe", moncash: "moncash" } as const;


/** The fan's own order; anyone else's, or an unknown id, is not found. */
export async function fansPayable(db: Queryable, fanId: string, ref: PayableRef): Promise<Payable> {
  const payable = await loadOrder(db, ref);
  if (!payable || payable.fanId !== fanId) throw new AppError("NOT_FOUND", "errors.requestNotFound");
  return payable;
}

/**
 * The methods a fan may pay an order with: those its creator offers (spec §9: `stripe` for cards,
 * `moncash`), that can charge its currency (a dollar quote converts to gourdes, not back). A request
 * already quoted in gourdes was priced for MonCash.
 */
export function methodsFor(payable: Payable): PaymentMethod[] {
  const quotedIn = payable.quote.total.currency;
  return (Object.keys(METHOD_CURRENCY) as PaymentMethod[]).filter((method) =>
    method === "moncash"
      ? quotedIn === "HTG" || payable.methodsOffered.includes(METHOD_OFFERED_AS.moncash)
      : quotedIn === "USD" && payable.methodsOffered.includes(METHOD_OFFERED_AS.card),
  );
}

/** An order's price paid by `method`: its quote as is, or a dollar quote converted for MonCash at `rate`. */
function priceFor(payable: Pick<Payable, "quote" | "fxRate">, method: PaymentMethod, rate: HtgPerUsd | null): { lines: PriceLines; fxRate: HtgPerUsd | null } {
  const currency = METHOD_CURRENCY[method];
  if (payable.quote.total.currency === currency) return { lines: payable.quote, fxRate: payable.fxRate };
  if (currency === "HTG" && rate) return { lines: priceInHtg(payable.quote, rate), fxRate: rate };
  throw new AppError("CONFLICT", "errors.paymentMethodCurrency");
}

/**
 * The price a payment is about to charge: refused when the creator does not offer the method or the
 * order's currency cannot be paid by it; a dollar order paid by MonCash is converted at the stored rate
 * in force now (the rate is then kept on the payment).
 */
export async function priceToCharge(db: Queryable, payable: Payable, method: PaymentMethod) {
  if (payable.quote.total.currency === "HTG" && method === "card") throw new AppError("CONFLICT", "errors.paymentMethodCurrency");
  if (!methodsFor(payable).includes(method)) throw new AppError("CONFLICT", "errors.paymentMethodNotOffered");
  const needsRate = payable.quote.total.currency !== METHOD_CURRENCY[method];
  return priceFor(payable, method, needsRate ? (await getExchangeRate(db)).htgPerUsd : null);
}

/** What a payment's money is made of: its order's quote, in the payment's currency at the payment's rate. */
export function chargedLines(payable: Pick<Payable, "quote" | "fxRate">, payment: { currency: Money["currency"]; fxRate: HtgPerUsd | null }): PriceLines {
  if (payable.quote.total.currency === payment.currency) return payable.quote;
  return priceFor(payable, payment.currency === "HTG" ? "moncash" : "card", payment.fxRate).lines;
}
