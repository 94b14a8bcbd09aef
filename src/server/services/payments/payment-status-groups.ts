import "server-only";
import type { PaymentStatus } from "@/server/db/schema";

/**
 * The one naming of payment status groups; every rule that asks "is this payment open, carrying its
 * order's money, paid, final?" reads it here.
 */

/** Not through yet: the fan may still complete it (a failed card may be tried again). */
export const OPEN_STATUSES = ["pending", "requires_action", "failed"] as const satisfies readonly PaymentStatus[];

/**
 * Carries its order's money now: an authorisation held at the provider, or money taken and not all given
 * back. An order has at most one such payment.
 */
export const CARRYING_STATUSES = ["held", "captured", "partially_refunded"] as const satisfies readonly PaymentStatus[];

/** Went through (held or taken), whatever happened to the money since: the order counts as paid by it. */
export const PAID_STATUSES = ["held", "captured", "partially_refunded", "refunded", "refund_owed"] as const satisfies readonly PaymentStatus[];

/** Nothing more happens to it: given up, or all its money given back. */
export const FINAL_STATUSES = ["cancelled", "refunded"] as const satisfies readonly PaymentStatus[];

/** Money taken that may still be refunded (in part). */
const REFUNDABLE_STATUSES = ["captured", "partially_refunded"] as const satisfies readonly PaymentStatus[];

const within = (group: readonly PaymentStatus[]) => (status: PaymentStatus) => group.includes(status);
export const isOpen = within(OPEN_STATUSES);
export const isCarrying = within(CARRYING_STATUSES);
export const isPaid = within(PAID_STATUSES);
export const isRefundable = within(REFUNDABLE_STATUSES);
