import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { payments } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { getPaymentProviders, type PaymentProviders } from "@/server/payments";

export const testMoncashTokenInput = z.object({ token: z.string().min(1).max(100) });
export const decideTestMoncashInput = testMoncashTokenInput.extend({ approve: z.boolean() });

/** Where MonCash sends the fan back (its portal's return URL); the page verifies, it never trusts the return. */
const MONCASH_RETURN_PATH = "/payments/moncash/return";

function testMoncash(providers: PaymentProviders) {
  if (!providers.testMoncash) throw new AppError("NOT_FOUND", "errors.notInTestMode");
  return providers.testMoncash;
}

async function fansTestPayment(db: Db, providers: PaymentProviders, fan: Actor, token: string) {
  const row = await testMoncash(providers).findByToken(token);
  const [payment] = row
    ? await db.select().from(payments).where(and(eq(payments.id, row.paymentId), eq(payments.userId, fan.id)))
    : [];
  if (!row || !payment) throw new AppError("NOT_FOUND", "errors.paymentNotFound");
  return { row, payment };
}

/** What the test MonCash page shows the fan: the amount to pay and the order, by the redirect token. */
export async function getTestMoncashCheckout({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof testMoncashTokenInput>;
  providers?: PaymentProviders;
}) {
  const { token } = parseInput(testMoncashTokenInput, input);
  const { row, payment } = await fansTestPayment(db, providers, requireActor(actor), token);
  return { amountCents: row.amountCents, orderId: payment.id, decided: row.status !== "pending" };
}

/**
 * The fan approves or refuses on the test MonCash page. Like MonCash, this only changes the provider's
 * books and sends the fan back with a transaction id: our payment changes when the return is verified.
 */
export async function decideTestMoncash({
  db,
  actor,
  input,
  providers = getPaymentProviders(db),
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof decideTestMoncashInput>;
  providers?: PaymentProviders;
}): Promise<{ returnPath: string }> {
  const { token, approve } = parseInput(decideTestMoncashInput, input);
  await fansTestPayment(db, providers, requireActor(actor), token);
  const { transactionId } = await testMoncash(providers).decideMoncash(token, approve);
  return { returnPath: `${MONCASH_RETURN_PATH}?transactionId=${encodeURIComponent(transactionId)}` };
}
