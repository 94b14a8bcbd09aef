import "server-only";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { notificationPreferences } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { NOTIFICATION_TYPE_NAMES, type NotificationType } from "./types";

export const setNotificationEmailInput = z.object({
  type: z.enum(NOTIFICATION_TYPE_NAMES as [NotificationType, ...NotificationType[]]),
  email: z.boolean(),
});

/** The reader turns e-mail for one notification type on or off (on until they choose). */
export async function setNotificationEmail({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof setNotificationEmailInput> }) {
  const reader = requireActor(actor);
  const { type, email } = parseInput(setNotificationEmailInput, input);
  await db
    .insert(notificationPreferences)
    .values({ userId: reader.id, type, email })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email, updatedAt: new Date() },
    });
  return { type, email };
}
