import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { CHANNEL_DEFAULTS, NOTIFICATION_CHANNELS, type NotificationChannel } from "@/lib/notifications/channels";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db, Queryable } from "@/server/db";
import { notificationPreferences } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { ORDER_UPDATE_TYPES } from "./types";

export type OrderUpdateChannels = Record<NotificationChannel, boolean>;

export const setOrderUpdateChannelInput = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});

/**
 * The reader's own choices for hearing about their orders: a channel counts as on when every order
 * update type has it on (the defaults where they never chose).
 */
export async function getOrderUpdateChannels({ db, actor }: { db: Queryable; actor: Actor | null }): Promise<OrderUpdateChannels> {
  const reader = requireActor(actor);
  const rows = await db
    .select({ type: notificationPreferences.type, email: notificationPreferences.email, sms: notificationPreferences.sms, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, reader.id), inArray(notificationPreferences.type, [...ORDER_UPDATE_TYPES])));
  const channelOn = (channel: NotificationChannel) =>
    ORDER_UPDATE_TYPES.every((type) => rows.find((row) => row.type === type)?.[channel] ?? CHANNEL_DEFAULTS[channel]);
  return { email: channelOn("email"), sms: channelOn("sms"), push: channelOn("push") };
}

/**
 * The reader turns one channel on or off for every order update type, for themself only (the
 * preferences are keyed by the signed-in user; no one can set another's).
 */
export async function setOrderUpdateChannel({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof setOrderUpdateChannelInput> }): Promise<OrderUpdateChannels> {
  const reader = requireActor(actor);
  const { channel, enabled } = parseInput(setOrderUpdateChannelInput, input);
  await db.transaction(async (tx) => {
    for (const type of ORDER_UPDATE_TYPES) {
      await tx
        .insert(notificationPreferences)
        .values({ userId: reader.id, type, ...CHANNEL_DEFAULTS, [channel]: enabled })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { [channel]: enabled, updatedAt: new Date() },
        });
    }
  });
  return getOrderUpdateChannels({ db, actor: reader });
}
