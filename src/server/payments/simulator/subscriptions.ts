import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { money } from "@/lib/money";
import { prorationCents } from "@/lib/proration";
import type { Db } from "@/server/db";
import { type BillingPeriod, type TestInvoice, testProviderSubscriptions } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PlanChange, ProviderSubscription, ProviderSubscriptionStatus, SubscriptionBilling } from "../subscriptions";

type Row = typeof testProviderSubscriptions.$inferSelect;
const token = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** The page that stands in for Stripe Checkout in test mode (the proxy adds the reader's locale). */
const TEST_SUBSCRIPTION_PAGE = "/payments/test-subscription";

/** The page that stands in for Stripe's Customer Portal in test mode: change the card behind a subscription. */
const TEST_PORTAL_PAGE = "/payments/test-portal";

/** How many renewals in a row may fail before the provider gives up and cancels (Stripe's default retries). */
export const TEST_RENEWAL_ATTEMPTS = 4;

/** The end of a billing period that starts at `start`. */
function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === "yearly") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function toProviderSubscription(row: Row): ProviderSubscription {
  return {
    ref: row.id,
    revision: String(row.revision),
    subscriptionOrderId: row.subscriptionOrderId,
    status: row.status,
    tierId: row.tierId,
    price: money(row.amountCents, row.currency),
    billingPeriod: row.billingPeriod,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    paidInvoices: row.invoices
      .filter((invoice) => invoice.status === "paid" && invoice.amountCents > 0)
      .map((invoice) => ({ id: invoice.id, amount: money(invoice.amountCents, row.currency) })),
  };
}

/**
 * The offline billing provider: Stripe Billing's subscription states (incomplete until the checkout is
 * paid, renewals that pay or fail, past due then cancelled after the last retry, pause, cancel at period
 * end), kept in its own table. Every change is read back through `retrieve`, like Stripe's.
 */
export function testSubscriptionBilling(db: Db) {
  async function find(ref: string): Promise<Row> {
    const [row] = await db.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, ref));
    if (!row) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
    return row;
  }
  const retrieve = async (ref: string) => toProviderSubscription(await find(ref));

  async function move(ref: string, from: ProviderSubscriptionStatus[], set: Partial<Row>) {
    await db
      .update(testProviderSubscriptions)
      .set({ ...set, revision: sql`${testProviderSubscriptions.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(testProviderSubscriptions.id, ref), inArray(testProviderSubscriptions.status, from)));
    return retrieve(ref);
  }

  /** A renewal's invoice: the price less the credit left by downgrades (used up only when it is paid). */
  function invoice(row: Row, status: TestInvoice["status"], start: Date): TestInvoice {
    const end = periodEnd(start, row.billingPeriod);
    const credits = row.invoices.reduce((sum, i) => sum + (i.status === "credit" ? -i.amountCents : 0) - (i.creditAppliedCents ?? 0), 0);
    const applied = status === "paid" ? Math.min(credits, row.amountCents) : 0;
    return {
      id: token("test_in"),
      status,
      amountCents: row.amountCents - applied,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      ...(applied ? { creditAppliedCents: applied } : {}),
    };
  }

  /** Stripe's `always_invoice` proration of a change of plan at `now`: the new period and what is due at once. */
  function prorate(row: Row, plan: Omit<PlanChange, "idempotencyKey">, now: Date) {
    const samePeriod = plan.billingPeriod === row.billingPeriod;
    const start = samePeriod ? row.currentPeriodStart : now;
    const end = samePeriod ? row.currentPeriodEnd : start && periodEnd(now, plan.billingPeriod);
    const due =
      row.currentPeriodStart && row.currentPeriodEnd
        ? prorationCents({
            oldCents: row.amountCents,
            newCents: plan.price.amount,
            periodStart: row.currentPeriodStart,
            periodEnd: row.currentPeriodEnd,
            now,
            samePeriod,
          })
        : 0;
    return { start, end, due };
  }

  /** The new plan now, its difference invoiced (or credited) at once. */
  async function changePlan(ref: string, plan: PlanChange, now = new Date()) {
    const row = await find(ref);
    if (row.invoices.some((i) => i.prorationKey === plan.idempotencyKey)) return toProviderSubscription(row);
    const { start, end, due } = prorate(row, plan, now);
    const proration: TestInvoice = {
      id: token("test_in"),
      status: due < 0 ? "credit" : "paid",
      amountCents: due,
      periodStart: (start ?? now).toISOString(),
      periodEnd: (end ?? now).toISOString(),
      prorationKey: plan.idempotencyKey,
    };
    return move(ref, ["active", "paused", "past_due"], {
      tierId: plan.tierId,
      amountCents: plan.price.amount,
      currency: plan.price.currency,
      billingPeriod: plan.billingPeriod,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      invoices: [...row.invoices, proration],
    });
  }

  async function session(sessionId: string): Promise<Row> {
    const [row] = await db.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.checkoutSessionId, sessionId));
    if (!row) throw new AppError("NOT_FOUND", "subscriptions.errors.notFound");
    return row;
  }

  const billing: SubscriptionBilling = {
    name: "test",
    async createCheckout(input) {
      const sessionId = token("test_cs");
      await db
        .insert(testProviderSubscriptions)
        .values({
          id: token("test_sub"),
          checkoutSessionId: sessionId,
          idempotencyKey: input.idempotencyKey,
          subscriptionOrderId: input.subscriptionOrderId,
          tierId: input.tierId,
          amountCents: input.price.amount,
          currency: input.price.currency,
          billingPeriod: input.billingPeriod,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        })
        .onConflictDoNothing({ target: testProviderSubscriptions.idempotencyKey });
      const [row] = await db
        .select()
        .from(testProviderSubscriptions)
        .where(eq(testProviderSubscriptions.idempotencyKey, input.idempotencyKey));
      const params = new URLSearchParams({ session_id: row!.checkoutSessionId });
      return { sessionId: row!.checkoutSessionId, sessionUrl: `${TEST_SUBSCRIPTION_PAGE}?${params}` };
    },
    async subscriptionOfSession(sessionId) {
      const [row] = await db
        .select({ id: testProviderSubscriptions.id, status: testProviderSubscriptions.status })
        .from(testProviderSubscriptions)
        .where(eq(testProviderSubscriptions.checkoutSessionId, sessionId));
      return row && row.status !== "incomplete" ? row.id : null;
    },
    retrieve,
    pause: (ref) => move(ref, ["active"], { status: "paused" }),
    resume: (ref) => move(ref, ["paused"], { status: "active" }),
    async expireCheckout(sessionId) {
      await db
        .update(testProviderSubscriptions)
        .set({ status: "canceled", revision: sql`${testProviderSubscriptions.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(testProviderSubscriptions.checkoutSessionId, sessionId), eq(testProviderSubscriptions.status, "incomplete")));
      return (await session(sessionId)).invoices.length === 0;
    },
    changePlan: (ref, plan) => changePlan(ref, plan),
    previewChange: async (ref, plan) => money(prorate(await find(ref), plan, new Date()).due, plan.price.currency),
    cancel: (ref) => move(ref, ["active", "paused", "past_due"], { cancelAtPeriodEnd: true }),
    reactivate: (ref) => move(ref, ["active", "paused", "past_due"], { cancelAtPeriodEnd: false }),
    portalUrl: async (ref: string) => `${TEST_PORTAL_PAGE}?${new URLSearchParams({ subscription: ref })}`,
    // Test mode has no webhooks: its events come from the test checkout page and the fan's actions.
    parseEvent: async () => {
      throw new AppError("NOT_FOUND", "errors.notInTestMode");
    },
  };

  return {
    ...billing,
    /** The checkout session as the test page shows it. */
    session,
    /** A change of plan at a chosen moment (tests prorate at a known point of the period). */
    changePlanAt: changePlan,
    /** The fan pays the checkout: the first invoice is paid and the first period starts. */
    async completeCheckout(sessionId: string, now = new Date()) {
      const row = await session(sessionId);
      if (row.status !== "incomplete") return toProviderSubscription(row);
      const first = invoice(row, "paid", now);
      return move(row.id, ["incomplete"], {
        status: "active",
        currentPeriodStart: now,
        currentPeriodEnd: new Date(first.periodEnd),
        invoices: [first],
      });
    },
    /**
     * The period ends: a subscription set to cancel ends; otherwise the next invoice is paid (the period
     * moves) or fails (past due, and cancelled after the last retry).
     */
    async renew(ref: string, outcome: "paid" | "failed") {
      const row = await find(ref);
      if (row.status === "canceled" || row.status === "incomplete" || row.status === "paused" || !row.currentPeriodEnd) {
        return toProviderSubscription(row);
      }
      if (row.cancelAtPeriodEnd) return move(ref, ["active", "past_due"], { status: "canceled" });
      const next = invoice(row, outcome, row.currentPeriodEnd);
      if (outcome === "paid") {
        return move(ref, ["active", "past_due"], {
          status: "active",
          failedAttempts: 0,
          currentPeriodStart: row.currentPeriodEnd,
          currentPeriodEnd: new Date(next.periodEnd),
          invoices: [...row.invoices, next],
        });
      }
      const failedAttempts = row.failedAttempts + 1;
      return move(ref, ["active", "past_due"], {
        status: failedAttempts >= TEST_RENEWAL_ATTEMPTS ? "canceled" : "past_due",
        failedAttempts,
        invoices: [...row.invoices, next],
      });
    },
  };
}

export type TestSubscriptionBilling = ReturnType<typeof testSubscriptionBilling>;
