/**
 * A creator profile's approval, defined once. A profile an admin has not approved (pending, or rejected with
 * a note) is not public: browse, search, its page, booking and subscriptions ignore it; its owner and the
 * console still see it. Whether new profiles start pending is a setting (settings/creator-approval.ts).
 * PostgreSQL's lakou_is_approved_creator() is generated from PUBLIC_APPROVAL_STATUSES (server/db/rules-sql.ts).
 */
export const CREATOR_APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type CreatorApprovalStatus = (typeof CREATOR_APPROVAL_STATUSES)[number];
/** The statuses whose profile is public. */
export const PUBLIC_APPROVAL_STATUSES = ["approved"] as const satisfies readonly CreatorApprovalStatus[];

/** Whether a profile in `status` is public. */
export function isPublicApproval(status: CreatorApprovalStatus): boolean {
  return (PUBLIC_APPROVAL_STATUSES as readonly CreatorApprovalStatus[]).includes(status);
}
