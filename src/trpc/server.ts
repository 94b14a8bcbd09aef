import "server-only";
import { cache } from "react";
import { createCaller } from "@/server/api/root";
import { requestContext } from "@/server/auth/session";

/** The server-side caller for React Server Components, with this request's `{ db, actor, providers }`. */
export const serverApi = cache(async () => {
  const { db, actor, providers, headers } = await requestContext();
  return createCaller({ db, actor: await actor(), providers, headers });
});
