import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { money } from "@/lib/money";
import type { TestCardOutcome } from "@/lib/test-cards";
import type { Db } from "@/server/db";
import { testProviderPayments, testProviderRefunds } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { stateEvent } from "../state-event";
import type { FailureKey, PaymentProvider, ProviderPayment } from "../types";

type Row = typeof testProviderPayments.$inferSelect;
const token = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

const FAILURES: Record<string, FailureKey> = {
  card_declined: "errors.cardDeclined",
  authentication_failed: "errors.paymentFailed",
  moncash_refused: "errors.moncashNotPaid",
};

function toProviderPayment(row: Row): ProviderPayment {
  return {
    ref: row.id,
    paymentId: row.paymentId,
    status: row.status,
    amount: money(row.amountCents, row.currency),
    capturedCents: row.capturedCents,
    refundedCents: row.refundedCents,
    ...(row.failureCode ? { failureKey: FAILURES[row.failureCode] ?? "errors.paymentFailed" } : {}),
    ...(row.method === "card" ? { clientSecret: `${row.id}_secret` } : {}),
  };
}

/** The event test mode sends our handler after each change. */
export const testEvent = (method: "card" | "moncash", state: ProviderPayment) => stateEvent("test", method, state);

/** The page that stands in for MonCash's gateway in test mode (the proxy adds the reader's locale). */
export const TEST_MONCASH_PAGE = "/payments/test-moncash";

/**
 * The offline provider: Stripe's order states for cards (held, then captured or cancelled; refunds) and
 * MonCash's for mobile money (paid or refused on its page, no hold, no refund API), kept in its own
 * tables as a provider keeps its books. Every change is read back through `retrieve`, like the real ones.
 */
export function testProvider(db: Db, method: "card" | "moncash") {
  async function find(ref: string): Promise<Row> {
    const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, ref));
    if (!row) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
    return row;
  }
  const retrieve = async (ref: string) => toProviderPayment(await find(ref));

  /** Moves a payment between provider states; a move from any other state leaves it as it is. */
  async function move(ref: string, from: Row["status"][], set: Partial<Row>): Promise<ProviderPayment> {
    await db
      .update(testProviderPayments)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(testProviderPayments.id, ref), inArray(testProviderPayments.status, from)));
    return retrieve(ref);
  }

  const provider: PaymentProvider = {
    name: "test",
    holds: method === "card",
    refunds: method === "card" ? "automatic" : "manual",
    async createHold({ paymentId, amount, idempotencyKey }) {
      await db
        .insert(testProviderPayments)
        .values({
          id: token(method === "card" ? "test_pi" : "test_mc"),
          idempotencyKey,
          method,
          paymentId,
          amountCents: amount.amount,
          currency: amount.currency,
          redirectToken: method === "moncash" ? token("tok") : null,
        })
        .onConflictDoNothing({ target: testProviderPayments.idempotencyKey });
      const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.idempotencyKey, idempotencyKey));
      if (row!.paymentId !== paymentId || row!.amountCents !== amount.amount) {
        throw new Error("Test provider: idempotency key reused with other parameters");
      }
      return method === "card"
        ? { ref: row!.id, clientSecret: `${row!.id}_secret` }
        : { ref: row!.id, redirectUrl: `${TEST_MONCASH_PAGE}?token=${row!.redirectToken}` };
    },
    async capture(ref) {
      const row = await find(ref);
      return move(ref, ["held"], { status: "captured", capturedCents: row.amountCents });
    },
    cancel: (ref) => move(ref, method === "card" ? ["pending", "requires_action", "failed", "held"] : ["pending"], { status: "cancelled" }),
    async refund(ref, amount, idempotencyKey) {
      if (method !== "card") throw new Error("Test MonCash, like MonCash, has no refund API");
      await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(testProviderRefunds)
          .values({ idempotencyKey, providerPaymentId: ref, amountCents: amount.amount })
          .onConflictDoNothing()
          .returning();
        if (!made) return;
        await tx
          .update(testProviderPayments)
          .set({ refundedCents: sql`${testProviderPayments.refundedCents} + ${amount.amount}`, updatedAt: new Date() })
          .where(eq(testProviderPayments.id, ref));
      });
      return retrieve(ref);
    },
    retrieve,
    async parseEvent(incoming) {
      if (incoming.kind !== "return") throw new AppError("BAD_REQUEST", "errors.badRequest");
      const where = incoming.transactionId
        ? eq(testProviderPayments.transactionId, incoming.transactionId)
        : incoming.orderId
          ? eq(testProviderPayments.paymentId, incoming.orderId)
          : null;
      if (!where) throw new AppError("BAD_REQUEST", "errors.badRequest");
      const [row] = await db.select().from(testProviderPayments).where(and(where, eq(testProviderPayments.method, method)));
      if (!row) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
      return testEvent(method, toProviderPayment(row));
    },
  };

  return {
    ...provider,
    /** The fan's test card, as Stripe.js would confirm it: held, declined, or a confirmation step first. */
    confirmCard(ref: string, outcome: TestCardOutcome, last4: string) {
      const open: Row["status"][] = ["pending", "requires_action", "failed"];
      if (outcome === "succeeds") return move(ref, open, { status: "held", failureCode: null, cardLast4: last4 });
      if (outcome === "declined") return move(ref, open, { status: "failed", failureCode: "card_declined", cardLast4: last4 });
      return move(ref, open, { status: "requires_action", failureCode: null, cardLast4: last4 });
    },
    /** The confirmation step of 4000 0025 0000 3155: approved, the card is held; refused, it fails. */
    authenticate(ref: string, approve: boolean) {
      return move(
        ref,
        ["requires_action"],
        approve ? { status: "held" } : { status: "failed", failureCode: "authentication_failed" },
      );
    },
    /** The fan approves or refuses on the test MonCash page; answers where MonCash would send them back. */
    async decideMoncash(redirectToken: string, approve: boolean) {
      const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.redirectToken, redirectToken));
      if (!row || row.method !== "moncash") throw new AppError("NOT_FOUND", "errors.paymentNotFound");
      const transactionId = row.transactionId ?? token("test_tx");
      await move(
        row.id,
        ["pending"],
        approve
          ? { status: "captured", capturedCents: row.amountCents, transactionId }
          : { status: "failed", failureCode: "moncash_refused", transactionId },
      );
      return { transactionId, orderId: row.paymentId };
    },
    /** The test MonCash page's view of a payment: amount and order, by redirect token. */
    async findByToken(redirectToken: string) {
      const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.redirectToken, redirectToken));
      return row && row.method === "moncash" ? row : null;
    },
  };
}

export type TestProvider = ReturnType<typeof testProvider>;
