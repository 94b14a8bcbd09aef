/**
 * How many bytes a request body may carry, by kind of endpoint. Bodies are read as a stream and
 * refused (413) at the first byte past the cap, so a large body is never held in memory.
 */
/** A REST endpoint's JSON body: every field Lakou accepts there is a few hundred bytes at most. */
export const JSON_BODY_MAX_BYTES = 16 * 1024;
/** A tRPC request: up to TRPC_MAX_BATCH_SIZE calls, the largest a post (POST_BODY_MAX characters). */
export const TRPC_BODY_MAX_BYTES = 256 * 1024;
/** A Stripe webhook event: Stripe's own events stay well under this. */
export const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;
