import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { creatorProfiles, profiles, savedCreators } from "@/server/db/schema";
import { isPublicCreator } from "./get-creator-page";
import { type CreatorListItem, creatorCardFields } from "./list-creators";

/** How many saved creators one read returns, most recently saved first. */
const SAVED_CREATORS_LIMIT = 48;

/** The signed-in reader's saved creators as cards, most recently saved first. */
export async function listSavedCreators({ db, actor }: { db: Db; actor: Actor | null }): Promise<CreatorListItem[]> {
  const reader = requireActor(actor);
  const rows = await db
    .select(creatorCardFields)
    .from(savedCreators)
    .innerJoin(creatorProfiles, eq(creatorProfiles.userId, savedCreators.creatorId))
    .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(and(eq(savedCreators.userId, reader.id), isPublicCreator))
    .orderBy(desc(savedCreators.createdAt), savedCreators.creatorId)
    .limit(SAVED_CREATORS_LIMIT);
  return rows.map((row) => ({ ...row, currency: "USD" }));
}
