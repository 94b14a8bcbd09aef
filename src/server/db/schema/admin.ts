import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./sql-list";

export const MODERATION_ITEM_TYPES = ["video", "image", "text", "review"] as const;
export const MODERATION_STATUSES = ["pending", "reviewing", "approved", "rejected", "escalated"] as const;
export const SEVERITIES = ["low", "medium", "high", "critical"] as const;

export const moderationReports = pgTable(
  "moderation_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
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
    check("audit_severity_check", sql`${t.severity} in (${sqlList(SEVERITIES)})`),
  ],
);
