import "server-only";
import type { Queryable } from "@/server/db";
import { notifications } from "@/server/db/schema";
import { enqueue } from "@/server/jobs/enqueue";
import { publishNotificationChange } from "./notification-changes";
import { readTypePreference } from "./notification-preferences";
import { NOTIFICATION_TYPES, type NotificationParams, type NotificationType } from "./types";

export interface Notice<Type extends NotificationType> {
  userId: string;
  type: Type;
  params: NotificationParams<Type>;
}

/**
 * The one sender. Honours the user's choices for the type (settings): in the app, it records the
 * notification in the caller's transaction (pass the one that makes the change it tells of) and tells
 * every app instance's open streams of it at commit; by e-mail, it queues the mail in the same
 * transaction. A type turned off in the app is neither stored nor streamed (its mail, if wanted, carries
 * the notice itself). Returns the stored notification's id, or null when none was stored.
 */
export async function notify<Type extends NotificationType>(tx: Queryable, notice: Notice<Type>): Promise<string | null> {
  const params = NOTIFICATION_TYPES[notice.type].parse(notice.params) as Record<string, unknown>;
  const wants = await readTypePreference(tx, notice.userId, notice.type);
  if (!wants.inApp) {
    if (wants.email) {
      await enqueue(tx, "notifications.email", { notice: { userId: notice.userId, type: notice.type, params } });
    }
    return null;
  }
  const [row] = await tx
    .insert(notifications)
    .values({ userId: notice.userId, type: notice.type, params })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  if (!row) throw new Error("notification not recorded");
  await publishNotificationChange(tx, {
    kind: "created",
    userId: notice.userId,
    notification: { id: row.id, type: notice.type, params, createdAt: row.createdAt.toISOString() },
  });
  if (wants.email) await enqueue(tx, "notifications.email", { notificationId: row.id });
  return row.id;
}
