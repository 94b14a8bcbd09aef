import { eq } from "drizzle-orm";
import { type Currency, money } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { payments, profiles, videoRequests } from "@/server/db/schema";
import { captured, type ChargeBreakdown, refunded } from "@/server/ledger/movements";
import { postLedger } from "@/server/ledger/post";
import { createUser, createVideoRequest } from "../support/factories";

export const DAY = 86_400_000;

/**
 * A delivered video request whose payment was captured for `base` (the creator's price) plus a 10%
 * service fee, with its capture posted to the ledger as the payment core does.
 */
export async function deliveredVideo(db: Db, creator: Pick<Actor, "id">, base: number, currency: Currency = "USD") {
  const fan = await createUser(db);
  const fee = base / 10;
  const request = await createVideoRequest(db, fan, creator, { status: "completed", amountCents: base + fee, currency });
  await db.update(videoRequests).set({ basePriceCents: base, serviceFeeCents: fee }).where(eq(videoRequests.id, request.id));
  const [payment] = await db
    .insert(payments)
    .values({
      userId: fan.id,
      videoRequestId: request.id,
      provider: "test",
      amountCents: base + fee,
      capturedCents: base + fee,
      currency,
      status: "captured",
      idempotencyKey: `test:${request.id}`,
    })
    .returning();
  const breakdown: ChargeBreakdown = {
    base: money(base, currency),
    delivery: money(0, currency),
    serviceFee: money(fee, currency),
    paymentFee: money(0, currency),
    discount: money(0, currency),
  };
  const ref = { paymentId: payment!.id, currency, videoRequestId: request.id };
  await postLedger(db, [captured(ref, creator.id, breakdown, "customer")]);
  return {
    request,
    payment: payment!,
    /** An admin refunds `amount` of it, shared by the creator and the platform as the ledger does. */
    async refund(amount: number) {
      await postLedger(db, [refunded(ref, creator.id, breakdown, money(amount, currency), `refund:${amount}`)]);
      await db.update(payments).set({ refundedCents: amount, status: "partially_refunded" }).where(eq(payments.id, payment!.id));
    },
  };
}

/** Turns a payout method on for the creator: a verified MonCash number, or a finished Stripe account. */
export async function activateMoncash(db: Db, creatorId: string) {
  await db.update(profiles).set({ moncashPhone: "+50937000000", moncashVerified: true }).where(eq(profiles.id, creatorId));
}
export async function activateStripe(db: Db, creatorId: string, accountId: string) {
  await db
    .update(profiles)
    .set({ stripeAccountId: accountId, stripeChargesEnabled: true, stripePayoutsEnabled: true, onboardingCompletedAt: new Date() })
    .where(eq(profiles.id, creatorId));
}
