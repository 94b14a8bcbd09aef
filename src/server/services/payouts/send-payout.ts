import "server-only";
import { eq } from "drizzle-orm";
import { money } from "@/lib/money";
import type { Db } from "@/server/db";
import { payouts } from "@/server/db/schema";
import type { PayoutSenders } from "@/server/payments/payout-senders";
import { payoutRoute } from "./payout-route";
import { markPayoutFailed, markPayoutPaid } from "./settle-payout";

/**
 * Sends one payout (job payouts.send): a Stripe transfer, a MonCash transfer (simulated in test mode), or
 * nothing when the sender leaves it to an admin (who sends it and marks it paid at /admin/payouts). The provider call carries the payout's own idempotency
 * key, and only a payout still in payout is sent or settled, so the job running twice pays once.
 */
export async function sendPayout({ db, payoutId, senders }: { db: Db; payoutId: string; senders: PayoutSenders }) {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.status !== "in_payout") return payout?.status ?? null;
  const route = await payoutRoute(db, payout.creatorId, payout.currency);
  const result = await senders[payout.method].send({
    payoutId,
    amount: money(payout.sentAmountCents, payout.sentCurrency),
    destination: route?.method === payout.method ? route.destination : null,
    idempotencyKey: `payout:${payoutId}`,
  });
  if (result.outcome === "held") return "in_payout";
  await db.transaction(async (tx) => {
    if (result.outcome === "sent") await markPayoutPaid(tx, payoutId, { reference: result.reference, simulated: result.simulated });
    else await markPayoutFailed(tx, payoutId, result.message);
  });
  return result.outcome === "sent" ? "paid" : "failed";
}
