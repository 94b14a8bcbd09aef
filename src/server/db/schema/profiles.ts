import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./sql-list";
import { ADMIN_KINDS, type AdminKind } from "../../../lib/admin/admin-kinds";

export const ROLES = ["fan", "creator", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const MODES = ["fan", "creator"] as const;
export type Mode = (typeof MODES)[number];
export { ADMIN_KINDS, type AdminKind };
export const LOCALES = ["en", "fr", "ht"] as const;

/** One row per account: role, mode, locale and the payment fields of the spec's profile. */
export const profiles = pgTable(
  "profiles",
  {
    id: text().primaryKey().references(() => users.id, { onDelete: "cascade" }),
    role: text({ enum: ROLES }).notNull().default("fan"),
    adminKind: text({ enum: ADMIN_KINDS }),
    permissions: text().array().notNull().default(sql`'{}'::text[]`),
    isCreator: boolean().notNull().default(false),
    currentMode: text({ enum: MODES }).notNull().default("fan"),
    preferredLocale: text({ enum: LOCALES }).notNull().default("en"),
    firstName: text(),
    lastName: text(),
    avatarUrl: text(),
    stripeCustomerId: text().unique(),
    stripeAccountId: text().unique(),
    stripeChargesEnabled: boolean().notNull().default(false),
    stripePayoutsEnabled: boolean().notNull().default(false),
    moncashVerified: boolean().notNull().default(false),
    moncashPhone: text(),
    onboardingCompletedAt: timestamp({ withTimezone: true }),
    /** Set while an admin has suspended the account: no sign-in, no listing, no new bookings. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    /** Set when the person deleted their account: personal data removed, orders and ledger kept. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.role),
    index().on(t.createdAt),
    check("profiles_role_check", sql`${t.role} in (${sqlList(ROLES)})`),
    check("profiles_mode_check", sql`${t.currentMode} in (${sqlList(MODES)})`),
    check("profiles_locale_check", sql`${t.preferredLocale} in (${sqlList(LOCALES)})`),
    check(
      "profiles_admin_kind_check",
      sql`(${t.role} = 'admin') = (${t.adminKind} is not null) and (${t.adminKind} is null or ${t.adminKind} in (${sqlList(ADMIN_KINDS)}))`,
    ),
  ],
);
