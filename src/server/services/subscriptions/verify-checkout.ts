import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { subscriptionOrders } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { type Billing, getSubscriptionBilling } from "@/server/payments/billing";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
import { handleBillingEvent } from "./handle-billing-event";

export const sessionInput = z.object({ sessionId: z.string().min(1).max(200) });

/**
 * The fan's return from checkout: the session is checked with the provider (and its subscription's
 * state applied through the billing event handler) before the page says anything. Answers the status.
 */
export async function verifyCheckout({
  db,
  actor,
  input,
  billing = getSubscriptionBilling(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof sessionInput>;
  /** The billing provider (the edge composition's; the environment's by default). */
  billing?: Billing;
}) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  const { sessionId } = parseInput(sessionInput, input);
  const where = and(eq(subscriptionOrders.stripeCheckoutSessionId, sessionId), eq(subscriptionOrders.userId, actor.id));
  const [order] = await db.select({ id: subscriptionOrders.id }).from(subscriptionOrders).where(where);
  if (!order) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
  const ref = await billing.provider.subscriptionOfSession(sessionId);
  if (ref) {
    await handleBillingEvent({ db, billing, event: subscriptionStateEvent(billing.provider.name, await billing.provider.retrieve(ref)) });
  }
  const [current] = await db.select({ status: subscriptionOrders.status, tierName: subscriptionOrders.tierName }).from(subscriptionOrders).where(where);
  return { status: current!.status, tierName: current!.tierName };
}
