/** Most procedure calls one tRPC batch request may carry (server refuses more with a 400; the client link splits). */
export const TRPC_MAX_BATCH_SIZE = 10;
