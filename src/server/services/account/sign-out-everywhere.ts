import "server-only";
import type { Actor } from "@/server/auth/actor";
import { endSessionsOf } from "@/server/auth/server-sessions";
import type { Db } from "@/server/db";

/** Ends every session of the signed-in account, this browser's included: every copy of every token stops working. */
export async function signOutEverywhere({ db, actor }: { db: Db; actor: Actor }) {
  await endSessionsOf(db, actor.id);
  return { success: true as const };
}
