import { integer, pgTable, primaryKey, text, timestamp, index, uuid } from "drizzle-orm/pg-core";

/** Auth.js tables (Drizzle adapter shape). `users` is the account; role data lives in `profiles`. */
export const users = pgTable("users", {
  id: text().primaryKey().$defaultFn(() => crypto.randomUUID()),
  name: text(),
  email: text().notNull().unique(),
  emailVerified: timestamp({ withTimezone: true, mode: "date" }),
  image: text(),
  passwordHash: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable(
  "accounts",
  {
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    provider: text().notNull(),
    providerAccountId: text().notNull(),
    refresh_token: text(),
    access_token: text(),
    expires_at: integer(),
    token_type: text(),
    scope: text(),
    id_token: text(),
    session_state: text(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index().on(t.userId)],
);

/**
 * Server-side sessions: each signed-in browser's JWT carries one `sessionToken` (a random id), and
 * the actor is loaded only while its row exists and has not expired. Sign-out deletes the row.
 */
export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text().primaryKey(),
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    expires: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    /** When a request last loaded the actor through this session (stamped at most once a minute: load-actor.ts). */
    lastSeenAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.lastSeenAt)],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text().notNull(),
    token: text().notNull(),
    expires: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/** Attempts counted per key (`ip:<addr>`, `signup-ip:<addr>`, `magic:<addr>`) in fixed windows, each row until its window ends. */
export const authRateLimits = pgTable(
  "auth_rate_limits",
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * Per-account password slow-down: failed sign-ins in a row for an address (known or not), and when
 * the next password check may start. Forgotten after a quiet period or a successful sign-in.
 */
export const signInBackoff = pgTable(
  "sign_in_backoff",
  {
    email: text().primaryKey(),
    failures: integer().notNull(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Local outbox used when no SMTP_URL is set, listed by a development-only page. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: text().primaryKey().$defaultFn(() => crypto.randomUUID()),
    /** "email", or "sms" for a text message the offline SMS sender kept here (no SMS provider is configured). */
    channel: text({ enum: ["email", "sms"] }).notNull().default("email"),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

/**
 * Password reset links (services/account/password-reset.ts): sha256 of the mailed token, single use
 * (`usedAt`), expiring. `requestedBy` is the admin who forced the reset; null when the owner asked.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    requestedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt.desc()), index().on(t.expiresAt)],
);
