import "server-only";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { creatorProfiles, profiles, videoRequests } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { creatorNameSql } from "@/server/services/creators/get-creator-page";
import { orderPriceFields, withPayment } from "./paid-orders";

export const MY_REQUESTS_PAGE_SIZE = 10;

/** A page starts after the last row of the previous one (newest first): its time and id. */
export const listMyRequestsInput = z.object({
  cursor: z.object({ createdAt: z.coerce.date(), id: z.uuid() }).nullish(),
});

/** The fields a fan sees of each of their requests, in the list and on the order page. */
export const myRequestFields = {
  id: videoRequests.id,
  creatorId: videoRequests.creatorId,
  creatorName: creatorNameSql,
  creatorAvatarUrl: creatorProfiles.avatarUrl,
  occasion: videoRequests.occasion,
  recipientName: videoRequests.recipientName,
  status: videoRequests.status,
  deliveryTier: videoRequests.deliveryTier,
  amountCents: videoRequests.amountCents,
  currency: videoRequests.currency,
  dueAt: videoRequests.dueAt,
  createdAt: videoRequests.createdAt,
};

/** The signed-in fan's video requests, newest first, a page at a time, each with how it was paid. */
export async function listMyRequests({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listMyRequestsInput> }) {
  const fan = requireActor(actor);
  const { cursor } = parseInput(listMyRequestsInput, input ?? {});
  const rows = await db
    .select({ ...myRequestFields, ...orderPriceFields })
    .from(videoRequests)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, videoRequests.creatorId))
    .leftJoin(profiles, eq(profiles.id, videoRequests.creatorId))
    .where(
      and(
        eq(videoRequests.fanId, fan.id),
        cursor
          ? or(
              lt(videoRequests.createdAt, cursor.createdAt),
              and(eq(videoRequests.createdAt, cursor.createdAt), sql`${videoRequests.id} < ${cursor.id}`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(videoRequests.createdAt), desc(videoRequests.id))
    .limit(MY_REQUESTS_PAGE_SIZE + 1);
  const items = await withPayment(db, rows.slice(0, MY_REQUESTS_PAGE_SIZE));
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > MY_REQUESTS_PAGE_SIZE && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}
