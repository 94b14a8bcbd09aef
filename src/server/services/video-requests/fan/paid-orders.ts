import "server-only";
import { money } from "@/lib/money";
import type { Queryable } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import { chargedInHtg, paidPayments } from "@/server/services/payments/paid-payment";
import { type PriceLines, storedQuote } from "../quote";

/** A request's stored price, the fields `storedQuote` reads (and the rate of a request quoted in gourdes). */
export const orderPriceFields = {
  basePriceCents: videoRequests.basePriceCents,
  deliveryFeeCents: videoRequests.deliveryFeeCents,
  serviceFeeCents: videoRequests.serviceFeeCents,
  discountCents: videoRequests.discountCents,
  paymentFeeCents: videoRequests.paymentFeeCents,
  promoCode: videoRequests.promoCode,
  fxRate: videoRequests.fxRate,
};

type OrderRow = { id: string } & Parameters<typeof storedQuote>[0] & { fxRate: string | null };

/**
 * The fan's orders with how each was paid: `paidWith` (provider and method of the payment that paid it,
 * null while unpaid), `charged` (what a MonCash payment took in gourdes, its rate and dollar value) and
 * `refunded`, what an admin refunded of it, and `price`, the lines the fan sees: what was charged, else the order's own quote.
 */
export async function withPayment<Row extends OrderRow>(db: Queryable, rows: Row[]) {
  const paid = await paidPayments(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const payment = paid.get(row.id);
    const { base, delivery, serviceFee, paymentFee, discount, total } = storedQuote(row);
    const quote: PriceLines = { base, delivery, serviceFee, paymentFee, discount, total };
    const charged = payment ? chargedInHtg({ quote, fxRate: row.fxRate }, payment) : null;
    return {
      ...row,
      paidWith: payment ? { provider: payment.provider, method: payment.method } : null,
      /** What was given back (or is owed back) of its payment, in the payment's currency; null when nothing. */
      refunded: payment && payment.refundedCents > 0 ? money(payment.refundedCents, payment.currency) : null,
      charged,
      price: charged?.lines ?? quote,
    };
  });
}
