import "server-only";
import type { Currency } from "@/lib/money";
import type { Queryable } from "@/server/db";
import type { PayoutMethod } from "@/server/db/schema";
import { readPayoutStatus } from "./payout-status";

/** Where a creator's balance in `currency` can go: Stripe takes dollars, MonCash takes everything (paid in HTG). */
export interface PayoutRoute {
  method: PayoutMethod;
  /** The connected account or the MonCash number. */
  destination: string;
}

export async function payoutRoute(db: Queryable, creatorId: string, currency: Currency): Promise<PayoutRoute | null> {
  const status = await readPayoutStatus(db, creatorId);
  if (currency === "USD" && status.methods.stripeActive && status.stripeAccountId) {
    return { method: "stripe", destination: status.stripeAccountId };
  }
  if (status.methods.moncashActive && status.moncashPhone) return { method: "moncash", destination: status.moncashPhone };
  return null;
}
