import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/env";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { subscriptionOrders } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { type Billing, getSubscriptionBilling } from "@/server/payments/billing";
import { subscriptionStateEvent } from "@/server/payments/subscriptions";
import { handleBillingEvent } from "@/server/services/subscriptions/handle-billing-event";

export const testCheckoutInput = z.object({ sessionId: z.string().min(1).max(200), decision: z.enum(["pay", "cancel"]) });

/** The fan's own test checkout session (test mode only). */
const sessionInput = testCheckoutInput.pick({ sessionId: true });

interface TestCheckoutArgs<Input> {
  db: Db;
  actor: Actor | null;
  input: Input;
  /** The billing provider (the edge composition's; the environment's by default). */
  billing?: Billing;
}

async function testCheckoutSession({ db, actor, input, billing = getSubscriptionBilling(db) }: TestCheckoutArgs<z.input<typeof sessionInput>>) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  const { sessionId } = parseInput(sessionInput, input);
  if (!billing.test) throw new AppError("NOT_FOUND", "errors.notInTestMode");
  const [order] = await db
    .select()
    .from(subscriptionOrders)
    .where(and(eq(subscriptionOrders.stripeCheckoutSessionId, sessionId), eq(subscriptionOrders.userId, actor.id)));
  if (!order) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
  return { billing, test: billing.test, order, session: await billing.test.session(sessionId) };
}

/** What the test checkout page shows: the tier and its price per period. */
export async function getTestCheckout(args: TestCheckoutArgs<z.input<typeof sessionInput>>) {
  const { order, session } = await testCheckoutSession(args);
  return {
    sessionId: session.checkoutSessionId,
    tierName: order.tierName,
    amountCents: session.amountCents,
    currency: session.currency,
    billingPeriod: session.billingPeriod,
    completed: session.status !== "incomplete",
  };
}

/**
 * The test checkout page's decision, as Stripe Checkout would take it: paying completes the session and
 * its first invoice, then the provider's event goes through the one billing event handler. Answers
 * where the fan goes back to.
 */
export async function decideTestCheckout(args: TestCheckoutArgs<z.input<typeof testCheckoutInput>>) {
  const { db, input } = args;
  const { decision } = parseInput(testCheckoutInput, input);
  const { billing, test, session } = await testCheckoutSession(args);
  if (decision === "cancel") return { redirectUrl: session.cancelUrl };
  if (session.status === "canceled" && session.invoices.length === 0) throw new AppError("CONFLICT", "subscriptions.errors.checkoutReplaced");
  const state = await test.completeCheckout(session.checkoutSessionId);
  await handleBillingEvent({ db, billing, event: subscriptionStateEvent("test", state) });
  const url = new URL(session.successUrl, env.APP_URL);
  url.searchParams.set("session_id", session.checkoutSessionId);
  const redirectUrl = session.successUrl.startsWith("/") ? `${url.pathname}${url.search}` : url.toString();
  return { redirectUrl };
}
