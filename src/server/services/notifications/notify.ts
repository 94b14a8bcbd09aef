import "server-only";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { notificationPreferences, notifications } from "@/server/db/schema";
import { enqueue } from "@/server/jobs/enqueue";
import { publishNotificationChange } from "./notification-changes";
import { NOTIFICATION_TYPES, type NotificationParams, type NotificationType } from "./types";

export interface Notice<Type extends NotificationType> {
  userId: string;
  type: Type;
  params: NotificationParams<Type>;
}

/** Whether the user wants this type by e-mail: yes unless they turned it off. */
async function wantsEmail(db: Queryable, userId: string, type: NotificationType): Promise<boolean> {
  const [preference] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)))
    .limit(1);
  return preference?.email ?? true;
}

/**
 * Records a notification in the caller's transaction (pass the one that makes the change it tells
 * of), tells every app instance's open streams of it at commit, and, when the user wants this type
 * by e-mail, queues its mail in the same transaction.
 */
export async function notify<Type extends NotificationType>(tx: Queryable, notice: Notice<Type>): Promise<string> {
  const params = NOTIFICATION_TYPES[notice.type].parse(notice.params) as Record<string, unknown>;
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
  if (await wantsEmail(tx, notice.userId, notice.type)) {
    await enqueue(tx, "notifications.email", { notificationId: row.id });
  }
  return row.id;
}
