/** The account's own name (settings): shown on orders, comments and reviews. */
export const ACCOUNT_NAME_MAX = 80;
