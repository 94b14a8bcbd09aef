import "server-only";
import { cache } from "react";
import { getDb } from "@/server/db";
import type { Actor } from "./actor";
import { auth } from "./index";
import { loadSessionActor } from "./load-actor";

/**
 * The signed-in user for this request (once per render), with role and mode fresh from the
 * database, and only while the session the token names is still open.
 */
export const getActor = cache(async (): Promise<Actor | null> => {
  const session = await auth();
  const id = session?.user?.id;
  const sessionId = session?.sessionId;
  return id && sessionId ? loadSessionActor(getDb(), id, sessionId) : null;
});
