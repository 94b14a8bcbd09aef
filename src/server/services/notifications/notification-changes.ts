import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "@/server/db";

/** The NOTIFY channel of every change to a user's notifications. */
export const NOTIFICATIONS_CHANNEL = "lakou_notifications";

const ids = z.array(z.uuid()).nullable();
const notificationChange = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("created"),
    userId: z.string(),
    notification: z.object({ id: z.uuid(), type: z.string(), params: z.record(z.string(), z.unknown()), createdAt: z.string() }),
  }),
  /** `ids` null: all of the user's notifications. */
  z.object({ kind: z.literal("read"), userId: z.string(), ids, readAt: z.string() }),
  z.object({ kind: z.literal("deleted"), userId: z.string(), ids }),
]);

/** What changed in one user's notifications, as it travels from the writing transaction to every app instance. */
export type NotificationChange = z.infer<typeof notificationChange>;

/**
 * Tells every app instance of a change, in the caller's transaction: PostgreSQL delivers it at commit
 * and drops it on rollback. The payload stays far below NOTIFY's 8000 bytes (ids and short parameters).
 */
export async function publishNotificationChange(tx: Queryable, change: NotificationChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(change)})`);
}

/** A payload heard on the channel, or null when it is not one of ours. */
export function parseNotificationChange(payload: string): NotificationChange | null {
  try {
    const parsed = notificationChange.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
