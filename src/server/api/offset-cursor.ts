import "server-only";
import { z } from "zod";

/**
 * The cursor of tRPC infinite queries for offset-paged lists: the next page's offset (the client's
 * getNextPageParam). Routers pass it to the service as `offset`.
 */
export const offsetCursor = { cursor: z.number().int().min(0).max(100_000).nullish() };
