import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { createCaller } from "@/server/api/root";
import { getActor } from "@/server/auth/session";
import { getDb } from "@/server/db";

/** The server-side caller for React Server Components, with this request's actor. */
export const serverApi = cache(async () => {
  return createCaller({ db: getDb(), actor: await getActor(), headers: new Headers(await headers()) });
});
