import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPORT_SUBJECTS, SEVERITIES } from "../../../lib/moderation/categories";
import { users } from "./auth";
import { sqlList } from "./sql-list";

export { SEVERITIES };
export const MODERATION_ITEM_TYPES = ["video", "image", "text", "review"] as const;
export const MODERATION_STATUSES = ["pending", "reviewing", "approved", "rejected", "escalated"] as const;
/** Statuses in which an item still awaits a decision (its reports are open). */
export const OPEN_MODERATION_STATUSES = ["pending", "reviewing", "escalated"] as const;

/**
 * One reported thing (a post, comment, review, creator profile or shared video), grouping its reports:
 * the moderation queue's row. Severity follows its open reports; a decision stamps reviewer and time.
 */
export const moderationItems = pgTable(
  "moderation_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    subject: text({ enum: REPORT_SUBJECTS }).notNull(),
    subjectId: text().notNull(),
    itemType: text({ enum: MODERATION_ITEM_TYPES }).notNull(),
    /** Whose content it is (for a creator profile, the creator). */
    creatorId: text().references(() => users.id, { onDelete: "set null" }),
    title: text().notNull().default(""),
    description: text().notNull().default(""),
    thumbnailUrl: text(),
    severity: text({ enum: SEVERITIES }).notNull().default("low"),
    status: text({ enum: MODERATION_STATUSES }).notNull().default("pending"),
    /** The super admin an escalated item is assigned to. */
    assignedTo: text().references(() => users.id, { onDelete: "set null" }),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    decisionNote: text().notNull().default(""),
    flaggedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.subject, t.subjectId),
    index().on(t.status, t.flaggedAt.desc()),
    index().on(t.creatorId, t.status),
    check("moderation_items_subject_check", sql`${t.subject} in (${sqlList(REPORT_SUBJECTS)})`),
    check("moderation_items_type_check", sql`${t.itemType} in (${sqlList(MODERATION_ITEM_TYPES)})`),
    check("moderation_items_status_check", sql`${t.status} in (${sqlList(MODERATION_STATUSES)})`),
    check("moderation_items_severity_check", sql`${t.severity} in (${sqlList(SEVERITIES)})`),
  ],
);

export const moderationReports = pgTable(
  "moderation_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    moderationItemId: uuid().references(() => moderationItems.id, { onDelete: "cascade" }),
    itemType: text({ enum: MODERATION_ITEM_TYPES }).notNull(),
    itemId: text().notNull(),
    creatorId: text().references(() => users.id, { onDelete: "set null" }),
    reporterId: text().references(() => users.id, { onDelete: "set null" }),
    reasons: text().array().notNull(),
    description: text().notNull().default(""),
    severity: text({ enum: SEVERITIES }).notNull().default("low"),
    status: text({ enum: MODERATION_STATUSES }).notNull().default("pending"),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.status, t.createdAt.desc()),
    index().on(t.itemType, t.itemId),
    index().on(t.reporterId, t.createdAt.desc()),
    // One open report per reporter and item.
    uniqueIndex("moderation_reports_open_per_reporter")
      .on(t.moderationItemId, t.reporterId)
      .where(sql`${t.status} in (${sqlList(OPEN_MODERATION_STATUSES)})`),
    check("moderation_type_check", sql`${t.itemType} in (${sqlList(MODERATION_ITEM_TYPES)})`),
    check("moderation_status_check", sql`${t.status} in (${sqlList(MODERATION_STATUSES)})`),
    check("moderation_severity_check", sql`${t.severity} in (${sqlList(SEVERITIES)})`),
  ],
);

export const auditLogs = pgTable(
  "audit_logs",
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    resource: text().notNull(),
    resourceId: text(),
    details: text().notNull().default(""),
    ipAddress: text(),
    userAgent: text(),
    success: boolean().notNull().default(true),
    severity: text({ enum: SEVERITIES }).notNull().default("low"),
    category: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.createdAt.desc()),
    index().on(t.actorId, t.createdAt.desc()),
    index().on(t.category, t.createdAt.desc()),
    /** An order's or a payment's history on the admin order page. */
    index().on(t.resourceId, t.createdAt.desc()),
    check("audit_severity_check", sql`${t.severity} in (${sqlList(SEVERITIES)})`),
  ],
);
