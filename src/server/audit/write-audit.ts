import "server-only";
import type { AuditAction } from "@/lib/admin/audit-actions";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { auditLogs } from "@/server/db/schema";

/** What the audit log groups entries by (the admin Audit Log's category filter). */
export const AUDIT_CATEGORIES = ["users", "creators", "content", "finance", "settings", "security"] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export interface AuditEntry {
  /** Verb in the past tense, dotted by resource: `user.suspended`, `refund.issued`, `payout.paid` (the list: AUDIT_ACTIONS). */
  action: AuditAction;
  category: AuditCategory;
  resource: string;
  resourceId?: string | null;
  details?: string;
  severity?: "low" | "medium" | "high" | "critical";
  success?: boolean;
  metadata?: Record<string, unknown>;
  /** Where the request came from, when the edge knows it. */
  request?: { ipAddress?: string | null; userAgent?: string | null };
}

/**
 * The one audit writer: every privileged action writes its entry through here, in the same transaction
 * as the change it records (pass the transaction as `db`), so an entry exists exactly when the change does.
 */
export async function writeAudit(db: Queryable, actor: Pick<Actor, "id"> | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: actor?.id ?? null,
    action: entry.action,
    category: entry.category,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    details: entry.details ?? "",
    severity: entry.severity ?? "low",
    success: entry.success ?? true,
    metadata: entry.metadata ?? null,
    ipAddress: entry.request?.ipAddress ?? null,
    userAgent: entry.request?.userAgent ?? null,
  });
}
