import "server-only";
import { and, count, desc, eq, exists, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { containsPattern } from "@/server/db/like-pattern";
import { creatorProfiles, PAYMENT_METHODS_USED, payments, users, VIDEO_REQUEST_STATUSES, videoRequests } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { dayInput, withinDays } from "../finance/period";
import { orderNumberMatch } from "./order-number-search";
import { latestPayments } from "./order-payments";

const ORDERS_PAGE_SIZE = 25;

export const listOrdersAdminSchema = z.object({
  /** An order number (LK-…), a fan's name or e-mail, or a creator's name. */
  q: z.string().trim().max(100, "admin.validation.searchTooLong").optional().default(""),
  status: z.enum(VIDEO_REQUEST_STATUSES, "admin.validation.status").optional(),
  method: z.enum(PAYMENT_METHODS_USED, "admin.validation.method").optional(),
  from: dayInput,
  to: dayInput,
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

/** The list's filters as one condition. */
function ordersWhere({ q, status, method, from, to }: Omit<z.output<typeof listOrdersAdminSchema>, "page">): SQL | undefined {
  const pattern = containsPattern(q);
  return and(
    status ? eq(videoRequests.status, status) : undefined,
    method
      ? exists(sql`(select 1 from ${payments} where ${payments.videoRequestId} = ${videoRequests.id} and ${payments.method} = ${method})`)
      : undefined,
    withinDays(videoRequests.createdAt, from, to),
    q
      ? or(
          orderNumberMatch(q) ?? undefined,
          sql`${users.email} ilike ${pattern}`,
          sql`${users.name} ilike ${pattern}`,
          sql`${creatorProfiles.displayName} ilike ${pattern}`,
        )
      : undefined,
  );
}

/**
 * /admin/orders, for admins holding finance_view: video requests newest first, searched by order number,
 * fan or creator, filtered by status, payment method and booking date, each with its latest payment.
 */
export async function listOrdersAdmin({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listOrdersAdminSchema> }) {
  requirePermission(actor, "finance_view");
  const { page, ...filters } = parseInput(listOrdersAdminSchema, input);
  const where = ordersWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: videoRequests.id,
        status: videoRequests.status,
        occasion: videoRequests.occasion,
        amountCents: videoRequests.amountCents,
        currency: videoRequests.currency,
        dueAt: videoRequests.dueAt,
        createdAt: videoRequests.createdAt,
        fanName: users.name,
        fanEmail: users.email,
        creatorName: creatorProfiles.displayName,
      })
      .from(videoRequests)
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, videoRequests.creatorId))
      .where(where)
      .orderBy(desc(videoRequests.createdAt), desc(videoRequests.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(videoRequests)
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, videoRequests.creatorId))
      .where(where),
  ]);
  const latest = await latestPayments(db, rows.map((row) => row.id));
  return {
    orders: rows.map((row) => ({ ...row, payment: latest.get(row.id) ?? null })),
    total: total?.total ?? 0,
    page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}
