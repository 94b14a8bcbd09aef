import "server-only";
import { createHydrationHelpers } from "@trpc/react-query/rsc";
import { cache } from "react";
import { type AppRouter, createCaller } from "@/server/api/root";
import { requestContext } from "@/server/auth/session";
import { makeQueryClient } from "./query-client";

/** This request's context (once per render), from the edge composition: `{ db, actor, providers, headers }`. */
const createContext = cache(async () => {
  const { db, actor, providers, headers } = await requestContext();
  return { db, actor: await actor(), providers, headers };
});

/** One query client per request: what a page prefetches into it, <HydrateClient> hands to the browser's. */
const getQueryClient = cache(makeQueryClient);

const caller = createCaller(createContext);

/**
 * `trpc.x.y(input)` calls a procedure from a Server Component; `await trpc.x.y.prefetch(input)` reads it
 * into the request's query client, and a client component below <HydrateClient> asking
 * `api.x.y.useQuery(input)` with the same input starts from that answer instead of fetching it again.
 */
export const { trpc, HydrateClient } = createHydrationHelpers<AppRouter>(caller, getQueryClient);

/** The server-side caller for React Server Components, with this request's actor. */
export async function serverApi() {
  return caller;
}
