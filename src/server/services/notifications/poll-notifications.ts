import "server-only";
import { z } from "zod";
import { routing } from "@/i18n/routing";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Queryable } from "@/server/db";
import { LOCALES } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { countUnreadNotifications, listNotifications } from "./list-notifications";

export const pollNotificationsInput = z.object({ locale: z.enum(LOCALES).default(routing.defaultLocale) });

/**
 * What a client without a stream reads every 30 s: the reader's newest notifications (one page),
 * their unread count, and when this answer was made.
 */
export async function pollNotifications({ db, actor, input }: { db: Queryable; actor: Actor | null; input: z.input<typeof pollNotificationsInput> }) {
  const reader = requireActor(actor);
  const { locale } = parseInput(pollNotificationsInput, input);
  const [page, { unread }] = await Promise.all([
    listNotifications({ db, actor: reader, input: { locale } }),
    countUnreadNotifications({ db, actor: reader }),
  ]);
  return { notifications: page.items, unreadCount: unread, timestamp: new Date().toISOString() };
}
