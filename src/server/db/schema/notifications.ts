import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * What happened to a user, as a type and its parameters: the text is rendered in the reader's
 * language when shown or mailed (services/notifications/render.ts), never stored.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    readAt: timestamp({ withTimezone: true }),
    emailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_user_unread").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A user's choice per notification type and channel; no row means the defaults (in the app and by
 * e-mail on, SMS and push off: lib/notifications/channels.ts). In-app off means notify stores and
 * streams nothing of that type to the user. SMS and push are kept as choices only: nothing sends them yet.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    email: boolean().notNull(),
    inApp: boolean().notNull().default(true),
    sms: boolean().notNull().default(false),
    push: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
