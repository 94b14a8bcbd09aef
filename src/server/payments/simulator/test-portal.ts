import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { testCardOutcome } from "@/lib/test-cards";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorSubscriptionTiers, testProviderSubscriptions } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { getPaymentMode } from "@/server/services/payments/payment-mode";
import { ownSubscription } from "@/server/services/subscriptions/manage-subscription";

export const testPortalInput = z.object({ subscription: z.string().trim().min(1).max(100) });
export const changeTestCardInput = testPortalInput.extend({ cardNumber: z.string().trim().min(12, "testPortal.validation.cardNumber").max(30, "testPortal.validation.cardNumber") });

/** The test subscription behind a portal link, for its subscriber only; outside test mode there is none. */
async function ownTestSubscription(db: Db, actor: Actor | null, ref: string) {
  if (getPaymentMode().card !== "test") throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
  const [row] = await db.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, ref));
  if (!row) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
  await ownSubscription(db, actor, { subscriptionOrderId: row.subscriptionOrderId });
  return row;
}

/** Test mode's customer portal: the subscription's plan and the test card its renewals are charged to. */
export async function getTestPortal({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof testPortalInput> }) {
  const { subscription } = parseInput(testPortalInput, input);
  const row = await ownTestSubscription(db, actor, subscription);
  const [tier] = await db.select({ name: creatorSubscriptionTiers.tierName }).from(creatorSubscriptionTiers).where(eq(creatorSubscriptionTiers.id, row.tierId));
  return { subscription: row.id, tierName: tier?.name ?? null, cardLast4: row.cardLast4 };
}

/**
 * The subscriber puts another test card behind the subscription (Stripe's test numbers only, as at checkout):
 * one that pays is kept for the next renewals; a declined one is refused and nothing changes.
 */
export async function changeTestCard({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof changeTestCardInput> }) {
  const { subscription, cardNumber } = parseInput(changeTestCardInput, input);
  const row = await ownTestSubscription(db, actor, subscription);
  const outcome = testCardOutcome(cardNumber);
  if (outcome === null) throw new AppError("VALIDATION", "errors.validation", { cardNumber: "testPortal.validation.notTestCard" });
  if (outcome !== "succeeds") throw new AppError("VALIDATION", "errors.validation", { cardNumber: "testPortal.validation.declined" });
  const cardLast4 = cardNumber.replace(/\D/g, "").slice(-4);
  await db.update(testProviderSubscriptions).set({ cardLast4, updatedAt: new Date() }).where(eq(testProviderSubscriptions.id, row.id));
  return { subscription: row.id, cardLast4 };
}
