/**
 * Every action the audit log records (src/server/audit/write-audit.ts takes only these), dotted by resource, verb in
 * the past tense. The console shows each by its text under `admin.audit.actions.*`; an entry written before its action
 * was listed here shows its code.
 */
export const AUDIT_ACTIONS = [
  "auth.signed_in",
  "auth.signed_out",
  "auth.sign_in_failed",
  "auth.password_changed",
  "auth.password_set",
  "auth.password_reset_requested",
  "auth.password_reset",
  "user.suspended",
  "user.reinstated",
  "user.password_reset_forced",
  "user.deleted_own_account",
  "creator.verified",
  "creator.unverified",
  "creator.approved",
  "creator.rejected",
  "admin.access_changed",
  "admin.role_granted",
  "admin.role_revoked",
  "moderation.approved",
  "moderation.rejected",
  "moderation.escalated",
  "order.cancelled",
  "order.deadlineExtended",
  "order.refunded",
  "refund.issued",
  "refund.owed",
  "refund.settled",
  "payment.hold_released",
  "payment.synced",
  "payout.paid",
  "commission.changed",
  "creatorApproval.changed",
  "exchange_rate.changed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const KNOWN = new Set<string>(AUDIT_ACTIONS);

export function isAuditAction(action: string): action is AuditAction {
  return KNOWN.has(action);
}
