import { money } from "@/lib/money";
import type { Db } from "@/server/db";
import { payments, videoRequests } from "@/server/db/schema";
import type { ChargeBreakdown } from "@/server/ledger/movements";
import { createCreator, createUser } from "../support/factories";

export const usd = (cents: number) => money(cents, "USD");

/** A $150 request with express delivery, the 10% fee and SAVE15: 150 + 45 + 15 - 22.50 = $187.50. */
export const BREAKDOWN: ChargeBreakdown = {
  base: usd(15000),
  delivery: usd(4500),
  serviceFee: usd(1500),
  paymentFee: usd(0),
  discount: usd(2250),
};

export async function paidRequest(db: Db, status: "held" | "captured") {
  const fan = await createUser(db);
  const creator = await createCreator(db);
  const [request] = await db
    .insert(videoRequests)
    .values({
      fanId: fan.id,
      creatorId: creator.id,
      occasion: "birthday",
      recipientName: "Nadège",
      instructions: "Wish her a happy birthday from all of us in Jacmel.",
      deliveryTier: "express",
      basePriceCents: 15000,
      deliveryFeeCents: 4500,
      serviceFeeCents: 1500,
      discountCents: 2250,
      promoCode: "SAVE15",
      amountCents: 18750,
      status: "pending",
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      userId: fan.id,
      videoRequestId: request!.id,
      provider: "test",
      amountCents: 18750,
      capturedCents: status === "captured" ? 18750 : 0,
      currency: "USD",
      status,
      idempotencyKey: `test:${request!.id}`,
    })
    .returning();
  const ref = { paymentId: payment!.id, currency: "USD" as const, videoRequestId: request!.id };
  return { fan, creator, request: request!, payment: payment!, ref };
}
