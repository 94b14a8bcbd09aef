import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { money } from "@/lib/money";
import type { TestCardOutcome } from "@/lib/test-cards";
import type { Db } from "@/server/db";
import { testProviderCards, testProviderCustomers, testProviderPayments, testProviderRefunds } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { stateEvent } from "../state-event";
import type { CardWallet, FailureKey, PaymentProvider, ProviderPayment, SavedCard } from "../types";

type Row = typeof testProviderPayments.$inferSelect;
/** A test card as the card form gives it: the number only decides the outcome and is not kept. */
export type TestCardDetails = Omit<SavedCard, "id">;
/** How long an uncaptured card authorisation lasts, as at Stripe. */
const AUTHORISATION_MS = 7 * 24 * 3600_000;
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
const TEST_MONCASH_PAGE = "/payments/test-moncash";

/**
 * The offline provider: Stripe's order states for cards (held, then captured or cancelled; refunds) and
 * MonCash's for mobile money (paid or refused on its page, no hold, no refund API), kept in its own
 * tables as a provider keeps its books. Every change is read back through `retrieve`, like the real ones.
 */
export function testProvider(db: Db, method: "card" | "moncash", clock: () => Date = () => new Date()) {
  async function find(ref: string): Promise<Row> {
    const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, ref));
    if (!row) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
    return lapsed(row) ? ((await lapse(row)) ?? row) : row;
  }
  /** Like Stripe, an uncaptured authorisation lapses (is cancelled) once it is 7 days old on the provider's clock. */
  const lapsed = (row: Row) => row.status === "held" && row.authorizedAt !== null && clock().getTime() - row.authorizedAt.getTime() >= AUTHORISATION_MS;
  async function lapse(row: Row) {
    const [moved] = await db
      .update(testProviderPayments)
      .set({ status: "cancelled", failureCode: "authorisation_expired", updatedAt: clock() })
      .where(and(eq(testProviderPayments.id, row.id), eq(testProviderPayments.status, "held")))
      .returning();
    return moved;
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

  /** A card that paid is saved to the payment's customer (Stripe's setup_future_usage) and is its latest. */
  async function keepCard(ref: string, state: ProviderPayment) {
    if (state.status !== "held") return;
    const { cardId } = await find(ref);
    if (cardId) await db.update(testProviderCards).set({ saved: true, lastUsedAt: new Date() }).where(eq(testProviderCards.id, cardId));
  }

  /** Confirms a payment with a card: its outcome decides the state, as each of Stripe's test cards does. */
  async function confirmWith(ref: string, card: { id: string | null; outcome: TestCardOutcome; last4: string }) {
    const open: Row["status"][] = ["pending", "requires_action", "failed"];
    const used = { cardLast4: card.last4, cardId: card.id };
    const state =
      card.outcome === "succeeds"
        ? await move(ref, open, { status: "held", failureCode: null, authorizedAt: clock(), ...used })
        : card.outcome === "declined"
          ? await move(ref, open, { status: "failed", failureCode: "card_declined", ...used })
          : await move(ref, open, { status: "requires_action", failureCode: null, ...used });
    await keepCard(ref, state);
    return state;
  }

  const provider: PaymentProvider = {
    name: "test",
    holds: method === "card",
    refunds: method === "card" ? "automatic" : "manual",
    ...(method === "card" ? { wallet: testWallet(db, retrieve, (ref, card) => confirmWith(ref, card)) } : {}),
    async createHold({ paymentId, amount, idempotencyKey, customerRef }) {
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
          customerId: method === "card" ? (customerRef ?? null) : null,
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
    /**
     * The fan's test card, as Stripe.js would confirm it: held, declined, or a confirmation step first.
     * A payment made for a customer keeps the card (brand, last four, expiry and outcome, not the number).
     */
    async confirmCard(ref: string, outcome: TestCardOutcome, card: TestCardDetails) {
      const { customerId } = await find(ref);
      if (!customerId) return confirmWith(ref, { id: null, outcome, last4: card.last4 });
      await db
        .insert(testProviderCards)
        .values({ id: token("test_pm"), customerId, ...card, outcome })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(testProviderCards)
        .where(
          and(
            eq(testProviderCards.customerId, customerId),
            eq(testProviderCards.brand, card.brand),
            eq(testProviderCards.last4, card.last4),
            eq(testProviderCards.expMonth, card.expMonth),
            eq(testProviderCards.expYear, card.expYear),
          ),
        );
      return confirmWith(ref, row!);
    },
    /** The confirmation step of 4000 0025 0000 3155: approved, the card is held; refused, it fails. */
    async authenticate(ref: string, approve: boolean) {
      const state = await move(
        ref,
        ["requires_action"],
        approve ? { status: "held", authorizedAt: clock() } : { status: "failed", failureCode: "authentication_failed" },
      );
      await keepCard(ref, state);
      return state;
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

/** The test provider's customers and saved cards, kept in its own tables as Stripe keeps them. */
function testWallet(
  db: Db,
  retrieve: (ref: string) => Promise<ProviderPayment>,
  confirmWith: (ref: string, card: typeof testProviderCards.$inferSelect) => Promise<ProviderPayment>,
): CardWallet {
  return {
    async createCustomer({ userId, idempotencyKey }) {
      await db.insert(testProviderCustomers).values({ id: token("test_cus"), idempotencyKey, userId }).onConflictDoNothing();
      const [row] = await db.select().from(testProviderCustomers).where(eq(testProviderCustomers.idempotencyKey, idempotencyKey));
      if (row!.userId !== userId) throw new Error("Test provider: idempotency key reused with other parameters");
      return row!.id;
    },
    async listCards(customerRef) {
      const rows = await db
        .select()
        .from(testProviderCards)
        .where(and(eq(testProviderCards.customerId, customerRef), eq(testProviderCards.saved, true)))
        .orderBy(desc(testProviderCards.createdAt));
      const cards = rows.map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear }));
      // The test provider's default card is the one last paid with.
      const latest = rows.reduce<(typeof rows)[number] | null>((a, b) => (!a || (b.lastUsedAt ?? 0) > (a.lastUsedAt ?? 0) ? b : a), null);
      return { cards, defaultId: latest?.id ?? null };
    },
    async payWithCard(ref, cardId) {
      const [payment] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, ref));
      if (!payment) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
      const [card] = await db.select().from(testProviderCards).where(eq(testProviderCards.id, cardId));
      // As Stripe: a card belongs to one customer and pays only that customer's payments.
      if (!card || !card.saved || card.customerId !== payment.customerId) throw new AppError("NOT_FOUND", "errors.savedCardNotFound");
      return payment.status === "pending" || payment.status === "failed" ? confirmWith(ref, card) : retrieve(ref);
    },
    async removeCard(customerRef, cardId) {
      const removed = await db
        .update(testProviderCards)
        .set({ saved: false })
        .where(and(eq(testProviderCards.id, cardId), eq(testProviderCards.customerId, customerRef), eq(testProviderCards.saved, true)))
        .returning({ id: testProviderCards.id });
      return removed.length > 0;
    },
  };
}
