import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { routing } from "@/i18n/routing";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Queryable } from "@/server/db";
import { LOCALES, notifications } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { renderNotification } from "./render";

const NOTIFICATIONS_PAGE_SIZE = 20;

export const listNotificationsInput = z.object({
  locale: z.enum(LOCALES).default(routing.defaultLocale),
  /** The last notification of the previous page. */
  cursor: z.uuid().optional(),
  limit: z.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

/**
 * The reader's own notifications, newest first, a page at a time, rendered in `locale`.
 * `nextCursor` is null on the last page.
 */
export async function listNotifications({ db, actor, input }: { db: Queryable; actor: Actor | null; input: z.input<typeof listNotificationsInput> }) {
  const reader = requireActor(actor);
  const { locale, cursor, limit } = parseInput(listNotificationsInput, input);
  const after = cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (
        select n.created_at, n.id from ${notifications} n where n.id = ${cursor} and n.user_id = ${reader.id})`
    : undefined;
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      params: notifications.params,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, reader.id), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({ ...row, ...renderNotification(locale, row) })),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** How many of the reader's notifications are unread. */
export async function countUnreadNotifications({ db, actor }: { db: Queryable; actor: Actor | null }) {
  const reader = requireActor(actor);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, reader.id), sql`${notifications.readAt} is null`));
  return { unread: row?.count ?? 0 };
}
