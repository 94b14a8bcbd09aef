import "server-only";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { paymentCustomers } from "@/server/db/schema";
import type { CardWallet, PaymentProvider } from "@/server/payments/types";

/** The fan's stored customer at a card provider, or null when they have never paid with it. */
export async function storedCustomerRef(db: Db, provider: PaymentProvider, fanId: string): Promise<string | null> {
  const [row] = await db
    .select({ ref: paymentCustomers.customerRef })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, fanId), eq(paymentCustomers.provider, provider.name)));
  return row?.ref ?? null;
}

/**
 * The fan's customer at a card provider: the stored one, else made once with the fan's own idempotency
 * key (two checkouts racing get the provider's same customer) and stored once.
 */
export async function customerRefFor(db: Db, provider: PaymentProvider, wallet: CardWallet, fan: Actor): Promise<string> {
  const stored = await storedCustomerRef(db, provider, fan.id);
  if (stored) return stored;
  const ref = await wallet.createCustomer({ userId: fan.id, email: fan.email, idempotencyKey: `customer:${fan.id}` });
  await db.insert(paymentCustomers).values({ userId: fan.id, provider: provider.name, customerRef: ref }).onConflictDoNothing();
  return (await storedCustomerRef(db, provider, fan.id))!;
}
