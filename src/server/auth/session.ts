import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { edgeContext } from "@/server/http/edge-context";
import type { Actor } from "./actor";

/** This request's `{ db, actor, providers }` for server components and actions (once per render). */
export const requestContext = cache(async () => {
  const requestHeaders = new Headers(await headers());
  return { ...edgeContext(requestHeaders), headers: requestHeaders };
});

/**
 * The signed-in user for this request (once per render), with role and mode fresh from the
 * database, and only while the session the token names is still open.
 */
export const getActor = cache(async (): Promise<Actor | null> => (await requestContext()).actor());
