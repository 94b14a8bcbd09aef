import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { notifications } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { publishNotificationChange } from "./notification-changes";

export const deleteNotificationsInput = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);

/**
 * Deletes the reader's notifications: the ones named, or all ("clear all"). Naming one that is not
 * the reader's is NOT_FOUND and deletes nothing. The reader's open streams hear of it at commit.
 */
export async function deleteNotifications({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof deleteNotificationsInput> }) {
  const reader = requireActor(actor);
  const parsed = parseInput(deleteNotificationsInput, input);
  const mine = eq(notifications.userId, reader.id);
  const ids = "all" in parsed ? null : [...new Set(parsed.ids)];
  await db.transaction(async (tx) => {
    if (ids) {
      const deleted = await tx
        .delete(notifications)
        .where(and(mine, inArray(notifications.id, ids)))
        .returning({ id: notifications.id });
      // Rolling back keeps the reader's own ones when any named id was not theirs.
      if (deleted.length !== ids.length) throw new AppError("NOT_FOUND", "notifications.errors.notFound");
    } else {
      await tx.delete(notifications).where(mine);
    }
    await publishNotificationChange(tx, { kind: "deleted", userId: reader.id, ids });
  });
  return { ok: true as const };
}
