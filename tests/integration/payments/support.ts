import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { money } from "@/lib/money";
import { moncashFee } from "@/lib/payment-fees";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { ledgerTransactions, payments, videoRequests } from "@/server/db/schema";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { type PaymentProviders, providersOf } from "@/server/payments";
import { moncashProvider } from "@/server/payments/moncash/provider";
import { stripeProvider } from "@/server/payments/stripe/provider";
import { testProvider } from "@/server/payments/simulator/provider";
import { createCreator, createUser } from "../support/factories";
import type { FakeMoncash } from "../support/fake-moncash";
import type { FakeStripe } from "../support/fake-stripe";

export const key = () => `k-${randomBytes(8).toString("hex")}`;

/** A $150 express request with the 10% fee and SAVE15: 150 + 45 + 15 - 22.50 = $187.50. */
const USD_QUOTE = { basePriceCents: 15000, deliveryFeeCents: 4500, serviceFeeCents: 1500, paymentFeeCents: 0, discountCents: 2250, amountCents: 18750 };

/** 19 800 G at 132 G/$ plus the 10% fee, plus MonCash's 3% + 10 G: 21 780 + 663 = 22 443 G. */
const htgSubtotal = 1_980_000 + 198_000;
const htgFee = moncashFee(money(htgSubtotal, "HTG")).amount;
export const HTG_QUOTE = {
  basePriceCents: 1_980_000,
  deliveryFeeCents: 0,
  serviceFeeCents: 198_000,
  paymentFeeCents: htgFee,
  discountCents: 0,
  amountCents: htgSubtotal + htgFee,
};

export interface RequestOptions {
  fan?: Actor;
  creator?: Actor;
  currency?: "USD" | "HTG";
  status?: "pending_payment" | "pending";
}

/** A fan's video request awaiting payment, priced by a quote in USD (cards) or HTG (MonCash). */
export async function videoRequest(db: Db, options: RequestOptions = {}) {
  const fan = options.fan ?? (await createUser(db));
  const creator = options.creator ?? (await createCreator(db));
  const htg = options.currency === "HTG";
  const [request] = await db
    .insert(videoRequests)
    .values({
      fanId: fan.id,
      creatorId: creator.id,
      occasion: "birthday",
      recipientName: "Nadège",
      instructions: "Wish her a happy birthday from all of us in Jacmel.",
      deliveryTier: htg ? "standard" : "express",
      ...(htg ? HTG_QUOTE : USD_QUOTE),
      promoCode: htg ? null : "SAVE15",
      currency: htg ? "HTG" : "USD",
      fxRate: htg ? "132.0000" : null,
      status: options.status ?? "pending_payment",
    })
    .returning();
  return { fan, creator, request: request! };
}

export type ProviderKind = "test" | "stripe";

export function providersFor(kind: ProviderKind, db: Db, fakes: { stripe: FakeStripe; moncash: FakeMoncash }): PaymentProviders {
  return kind === "test"
    ? providersOf(testProvider(db, "card"), testProvider(db, "moncash"))
    : providersOf(stripeProvider(fakes.stripe.connection), moncashProvider(fakes.moncash.connection));
}

export async function paymentOf(db: Db, requestId: string) {
  return db.select().from(payments).where(eq(payments.videoRequestId, requestId));
}

export async function requestStatus(db: Db, requestId: string) {
  const [row] = await db.select({ status: videoRequests.status }).from(videoRequests).where(eq(videoRequests.id, requestId));
  return row!.status;
}

/** The ledger's transaction kinds for a payment, in order. */
export async function ledgerKinds(db: Db, paymentId: string) {
  const rows = await db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.paymentId, paymentId))
    .orderBy(ledgerTransactions.createdAt, sql`${ledgerTransactions.reference}`);
  return rows.map((r) => r.kind);
}

export async function ledgerDiscrepancies(db: Db) {
  return (await reconcileLedger(db)).discrepancies;
}
