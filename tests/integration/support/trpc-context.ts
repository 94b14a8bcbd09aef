import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { providersFromEnvironment } from "@/server/http/edge-context";

/** A tRPC context as the edge composition builds it, for a given actor on the test database. */
export const trpcContext = (db: Db, actor: Actor | null) => ({ db, actor, providers: providersFromEnvironment(db), headers: new Headers() });
