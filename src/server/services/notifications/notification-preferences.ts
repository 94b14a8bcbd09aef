import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { canActAsCreator } from "@/lib/creator-rule";
import { CHANNEL_DEFAULTS, IN_APP_DEFAULT } from "@/lib/notifications/channels";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db, Queryable } from "@/server/db";
import { notificationPreferences } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_TYPE_NAMES,
  type NotificationAudience,
  type NotificationType,
  notificationTypesFor,
} from "./types";

/** The channels a user chooses per notification type in their settings. */
const PREFERENCE_CHANNELS = ["inApp", "email"] as const;

export interface TypePreference {
  type: NotificationType;
  inApp: boolean;
  email: boolean;
}

/** What the user chose for `type`, or the defaults where they never chose (the one reading notify uses too). */
export async function readTypePreference(db: Queryable, userId: string, type: NotificationType): Promise<TypePreference> {
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)))
    .limit(1);
  return { type, inApp: row?.inApp ?? IN_APP_DEFAULT, email: row?.email ?? CHANNEL_DEFAULTS.email };
}

/** Fan notifications reach every signed-in user; creator ones only an account that can act as a creator. */
function mayReceive(actor: Actor, audience: NotificationAudience): boolean {
  return audience === "fan" || canActAsCreator(actor);
}

export const notificationPreferencesInput = z.object({
  audience: z.enum(NOTIFICATION_AUDIENCES, "notifications.preferences.errors.audience"),
});

/** The reader's own choices for every type their side (fan or creator settings) receives. */
export async function getNotificationPreferences({
  db,
  actor,
  input,
}: {
  db: Queryable;
  actor: Actor | null;
  input: z.input<typeof notificationPreferencesInput>;
}): Promise<TypePreference[]> {
  const reader = requireActor(actor);
  const { audience } = parseInput(notificationPreferencesInput, input);
  if (!mayReceive(reader, audience)) throw new AppError("FORBIDDEN", "errors.forbidden");
  const types = notificationTypesFor(audience);
  const rows = await db
    .select({ type: notificationPreferences.type, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, reader.id), inArray(notificationPreferences.type, types)));
  const chosen = new Map(rows.map((row) => [row.type, row]));
  return types.map((type) => ({
    type,
    inApp: chosen.get(type)?.inApp ?? IN_APP_DEFAULT,
    email: chosen.get(type)?.email ?? CHANNEL_DEFAULTS.email,
  }));
}

export const setNotificationPreferenceInput = z.object({
  type: z.enum(NOTIFICATION_TYPE_NAMES as [NotificationType, ...NotificationType[]], "notifications.preferences.errors.type"),
  channel: z.enum(PREFERENCE_CHANNELS, "notifications.preferences.errors.channel"),
  enabled: z.boolean(),
});

/**
 * The reader turns one channel of one type on or off, for themself only (keyed by the signed-in
 * user). A type none of the reader's sides receives is refused: a fan cannot set a creator's type.
 */
export async function setNotificationPreference({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof setNotificationPreferenceInput>;
}): Promise<TypePreference> {
  const reader = requireActor(actor);
  const { type, channel, enabled } = parseInput(setNotificationPreferenceInput, input);
  const receives = NOTIFICATION_AUDIENCES.some((audience) => mayReceive(reader, audience) && notificationTypesFor(audience).includes(type));
  if (!receives) throw new AppError("FORBIDDEN", "errors.forbidden");
  await db
    .insert(notificationPreferences)
    .values({ userId: reader.id, type, email: CHANNEL_DEFAULTS.email, inApp: IN_APP_DEFAULT, [channel]: enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { [channel]: enabled, updatedAt: new Date() },
    });
  return readTypePreference(db, reader.id, type);
}
