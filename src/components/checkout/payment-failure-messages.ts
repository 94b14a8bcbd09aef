import type { MessagePath } from "@/i18n/pick-messages";

/** The texts of a payment's failure its view names by key (usePaymentFailureText), for the pages that show one. */
export const PAYMENT_FAILURE_MESSAGES: readonly MessagePath[] = ["errors.cardDeclined", "errors.paymentFailed", "errors.moncashNotPaid"];
