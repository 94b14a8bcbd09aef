import "server-only";
import { cache } from "react";
import { getDb } from "@/server/db";
import type { Actor } from "./actor";
import { auth } from "./index";
import { loadActor } from "./load-actor";

/** The signed-in user for this request (once per render), with role and mode fresh from the database. */
export const getActor = cache(async (): Promise<Actor | null> => {
  const session = await auth();
  const id = session?.user?.id;
  return id ? loadActor(getDb(), id) : null;
});
