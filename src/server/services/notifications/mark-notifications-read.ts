import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { notifications } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { publishNotificationChange } from "./notification-changes";

export const markNotificationsReadInput = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);

/**
 * Marks the reader's notifications read: the ones named, or all. Naming one that is not the
 * reader's is NOT_FOUND and changes nothing. Already read ones keep their first read time. The
 * reader's open streams hear of it at commit.
 */
export async function markNotificationsRead({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof markNotificationsReadInput> }) {
  const reader = requireActor(actor);
  const parsed = parseInput(markNotificationsReadInput, input);
  const mine = eq(notifications.userId, reader.id);
  const readAt = new Date();
  if ("all" in parsed) {
    await db.transaction(async (tx) => {
      await tx.update(notifications).set({ readAt }).where(and(mine, isNull(notifications.readAt)));
      await publishNotificationChange(tx, { kind: "read", userId: reader.id, ids: null, readAt: readAt.toISOString() });
    });
    return { ok: true as const };
  }
  const ids = [...new Set(parsed.ids)];
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(mine, inArray(notifications.id, ids)))
      .for("update");
    if (owned.length !== ids.length) throw new AppError("NOT_FOUND", "notifications.errors.notFound");
    await tx
      .update(notifications)
      .set({ readAt })
      .where(and(mine, inArray(notifications.id, ids), isNull(notifications.readAt)));
    await publishNotificationChange(tx, { kind: "read", userId: reader.id, ids, readAt: readAt.toISOString() });
  });
  return { ok: true as const };
}
