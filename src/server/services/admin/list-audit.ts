import "server-only";
import { and, count, desc, eq, gte, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import { AUDIT_CATEGORIES } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { containsPattern } from "@/server/db/like-pattern";
import { auditLogs, profiles, SEVERITIES, users } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { CSV_EXPORT_BATCH, csvStream } from "./csv-export";

const AUDIT_PAGE_SIZE = 25;
/** The spec's time ranges for the audit log, in hours. */
export const AUDIT_RANGES = { "1h": 1, "24h": 24, "7d": 7 * 24, "30d": 30 * 24, "90d": 90 * 24 } as const;
export type AuditRange = keyof typeof AUDIT_RANGES;

export const listAuditSchema = z.object({
  q: z.string().trim().max(100, "admin.validation.searchTooLong").optional().default(""),
  category: z.enum(AUDIT_CATEGORIES, "admin.validation.category").optional(),
  severity: z.enum(SEVERITIES, "admin.validation.severity").optional(),
  success: z.enum(["true", "false"], "admin.validation.success").optional(),
  range: z.enum(Object.keys(AUDIT_RANGES) as [AuditRange, ...AuditRange[]], "admin.validation.range").default("7d"),
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

type AuditFilters = Omit<z.output<typeof listAuditSchema>, "page">;

/** The filters of the audit log's address, as one condition (shared by the page and the CSV export). */
function auditWhere({ q, category, severity, success, range }: AuditFilters): SQL | undefined {
  const pattern = containsPattern(q);
  return and(
    gte(auditLogs.createdAt, sql`now() - make_interval(hours => ${AUDIT_RANGES[range]})`),
    category ? eq(auditLogs.category, category) : undefined,
    severity ? eq(auditLogs.severity, severity) : undefined,
    success ? eq(auditLogs.success, success === "true") : undefined,
    q
      ? or(
          sql`${auditLogs.action} ilike ${pattern}`,
          sql`${auditLogs.details} ilike ${pattern}`,
          eq(auditLogs.resourceId, q),
          sql`${users.email} ilike ${pattern}`,
          sql`${users.name} ilike ${pattern}`,
        )
      : undefined,
  );
}

const AUDIT_ROW = {
  id: auditLogs.id,
  createdAt: auditLogs.createdAt,
  actorId: auditLogs.actorId,
  actorName: users.name,
  actorEmail: users.email,
  actorRole: profiles.role,
  action: auditLogs.action,
  category: auditLogs.category,
  resource: auditLogs.resource,
  resourceId: auditLogs.resourceId,
  details: auditLogs.details,
  severity: auditLogs.severity,
  success: auditLogs.success,
  ipAddress: auditLogs.ipAddress,
  userAgent: auditLogs.userAgent,
  metadata: auditLogs.metadata,
};

/**
 * The audit log for admins holding analytics_full: newest first within the time range, searched by action,
 * details, resource id or the actor's name or e-mail, filtered by category, severity and outcome.
 */
export async function listAudit({ db, actor, input }: { db: Db; actor: Actor; input: z.input<typeof listAuditSchema> }) {
  requirePermission(actor, "analytics_full");
  const { page, ...filters } = parseInput(listAuditSchema, input);
  const where = auditWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(AUDIT_ROW)
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .leftJoin(profiles, eq(profiles.id, auditLogs.actorId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLogs).leftJoin(users, eq(users.id, auditLogs.actorId)).where(where),
  ]);
  return { entries: rows, total: total?.total ?? 0, page, pageSize: AUDIT_PAGE_SIZE };
}

export const exportAuditSchema = listAuditSchema.omit({ page: true });
const CSV_COLUMNS = ["time", "actor_id", "actor_name", "actor_email", "actor_role", "action", "category", "resource", "resource_id", "details", "severity", "success", "ip_address", "user_agent"] as const;

/**
 * The filtered audit log as CSV (admins holding analytics_full), streamed: batches of CSV_EXPORT_BATCH rows
 * read by keyset on (time, id) as the reader asks for more, so 100,000 rows never sit in memory together.
 */
export function exportAuditCsv({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof exportAuditSchema> }): ReadableStream<Uint8Array> {
  requirePermission(actor, "analytics_full");
  const filters = parseInput(exportAuditSchema, input);
  const where = auditWhere(filters);
  // The time as PostgreSQL's text: a JS Date would drop its microseconds and skip rows at the page edge.
  return csvStream({
    columns: CSV_COLUMNS,
    next: (after: { at: string; id: string } | null) =>
      db
        .select({ ...AUDIT_ROW, at: sql<string>`${auditLogs.createdAt}::text` })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.actorId))
        .leftJoin(profiles, eq(profiles.id, auditLogs.actorId))
        .where(and(where, after ? sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(CSV_EXPORT_BATCH),
    cursorOf: (row) => ({ at: row.at, id: row.id }),
    cells: (row) => [row.createdAt, row.actorId, row.actorName, row.actorEmail, row.actorRole, row.action, row.category, row.resource, row.resourceId, row.details, row.severity, row.success, row.ipAddress, row.userAgent],
  });
}
