/** The filters each console list reads from its address: its page and its CSV export read the same names. */
export const AUDIT_FILTERS = ["q", "category", "severity", "success", "range"] as const;
export const FINANCE_FILTERS = ["kind", "account", "currency", "from", "to"] as const;
export const TRANSACTION_FILTERS = ["q", "status", "provider", "method", "currency", "from", "to"] as const;
