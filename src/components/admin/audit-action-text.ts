import { type AuditAction, isAuditAction } from "@/lib/admin/audit-actions";

/** An audit entry's action as the console shows it: its text (`admin.audit.actions.*`), or its code when it has none. */
export function auditActionText(action: string, t: (key: `actions.${AuditAction}`) => string): string {
  return isAuditAction(action) ? t(`actions.${action}`) : action;
}
