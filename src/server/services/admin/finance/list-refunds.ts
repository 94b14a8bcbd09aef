import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { paymentRefunds, payments, users } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { owedCents } from "@/server/services/payments/refund-payment";

const REFUNDS_PAGE_SIZE = 25;
export const listRefundsSchema = z.object({
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

/**
 * /admin/refunds (finance_view): the MonCash refunds still owed (every one, oldest first: each is money a
 * person must send), then the refunds made, newest first and paged, with their payment and fan.
 */
export async function listRefunds({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listRefundsSchema> }) {
  requirePermission(actor, "finance_view");
  const { page } = parseInput(listRefundsSchema, input);
  const [owed, issued, [total]] = await Promise.all([
    db
      .select({
        paymentId: payments.id,
        videoRequestId: payments.videoRequestId,
        currency: payments.currency,
        owedCents: owedCents(),
        updatedAt: payments.updatedAt,
        fanName: users.name,
        fanEmail: users.email,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.status, "refund_owed"))
      .orderBy(payments.updatedAt),
    db
      .select({
        id: paymentRefunds.id,
        paymentId: paymentRefunds.paymentId,
        videoRequestId: payments.videoRequestId,
        amountCents: paymentRefunds.amountCents,
        currency: payments.currency,
        provider: payments.provider,
        method: payments.method,
        status: paymentRefunds.status,
        createdAt: paymentRefunds.createdAt,
        fanName: users.name,
        fanEmail: users.email,
      })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .innerJoin(users, eq(users.id, payments.userId))
      .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
      .limit(REFUNDS_PAGE_SIZE)
      .offset((page - 1) * REFUNDS_PAGE_SIZE),
    db.select({ total: count() }).from(paymentRefunds),
  ]);
  return { owed, issued, total: total?.total ?? 0, page, pageSize: REFUNDS_PAGE_SIZE };
}
