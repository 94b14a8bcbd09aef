import "server-only";
import { requireCreator } from "@/server/auth/authorize";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { INBOX_ORDERS, INBOX_PAGE_SIZE, INBOX_STATE_NAMES, INBOX_STATES } from "@/lib/video-requests/inbox-states";
import { expiryTime } from "@/lib/video-requests/request-deadline";
import { add, money } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { payments, users, videoRequests } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { creatorShare } from "@/server/ledger/movements";
import { requestBriefFields } from "./creator-request";

export const inboxInput = z.object({
  state: z.enum(INBOX_STATE_NAMES).default("new"),
  order: z.enum(INBOX_ORDERS).default("newest"),
  page: z.number().int().min(1).max(10_000).default(1),
});

/**
 * The creator's requests in one inbox state, a page at a time: newest first, or most urgent (the
 * nearest deadline) first. Each row carries what the creator needs to decide (the fan's brief with the booking's
 * details, what they will earn: their
 * price less the platform's commission, beside the fan's total) and its deadline with grace.
 */
export async function listInbox({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof inboxInput> }) {
  const creator = requireCreator(actor);
  const { state, order, page } = parseInput(inboxInput, input);
  const where = and(eq(videoRequests.creatorId, creator.id), eq(videoRequests.status, INBOX_STATES[state]));
  const ordering =
    order === "urgent" ? [sql`${videoRequests.dueAt} asc nulls last`, desc(videoRequests.createdAt)] : [desc(videoRequests.createdAt), asc(videoRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: videoRequests.id,
        status: videoRequests.status,
        ...requestBriefFields,
        deliveryTier: videoRequests.deliveryTier,
        amountCents: videoRequests.amountCents,
        basePriceCents: videoRequests.basePriceCents,
        deliveryFeeCents: videoRequests.deliveryFeeCents,
        /** The commission the request's payment started with (the ledger splits its capture by it). */
        commissionBasisPoints: sql<number | null>`(select ${payments.commissionBasisPoints} from ${payments}
          where ${payments.videoRequestId} = ${videoRequests.id} order by ${payments.createdAt} desc limit 1)`,
        currency: videoRequests.currency,
        dueAt: videoRequests.dueAt,
        declineReason: videoRequests.declineReason,
        createdAt: videoRequests.createdAt,
        /** The fan's name as their account has it (null: the card says "A fan"). */
        fanName: users.name,
      })
      .from(videoRequests)
      .leftJoin(users, eq(users.id, videoRequests.fanId))
      .where(where)
      .orderBy(...ordering)
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(videoRequests).where(where),
  ]);
  return {
    state,
    order,
    page,
    pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / INBOX_PAGE_SIZE)),
    items: rows.map(({ basePriceCents, deliveryFeeCents, commissionBasisPoints, ...row }) => ({
      ...row,
      earningsCents: creatorShare(add(money(basePriceCents, row.currency), money(deliveryFeeCents, row.currency)), commissionBasisPoints)
        .earnings.amount,
      expiresAt: row.dueAt ? expiryTime(row.dueAt) : null,
    })),
  };
}
