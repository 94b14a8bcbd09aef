import "server-only";
import type { z } from "zod";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorProfiles, profiles, savedCreators } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { creatorIdInput, isPublicCreator } from "./get-creator-page";
import { type CreatorListItem, creatorCardFields } from "./list-creators";

export interface CreatorQuickView extends CreatorListItem {
  bannerUrl: string | null;
  /** Whether the signed-in reader saved this creator; null for a signed-out visitor. */
  saved: boolean | null;
}

/**
 * The quick view's creator: the card's fields plus banner and whether the reader saved them.
 * Sample clips and recent reviews load beside it (list-previews, list-creator-reviews).
 */
export async function getQuickView({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof creatorIdInput> }): Promise<CreatorQuickView> {
  const { creatorId } = parseInput(creatorIdInput, input);
  const saved = actor
    ? sql<boolean>`exists (select 1 from ${savedCreators} where ${savedCreators.userId} = ${actor.id} and ${savedCreators.creatorId} = ${creatorProfiles.userId})`
    : sql<null>`null`;
  const [creator] = await db
    .select({ ...creatorCardFields, bannerUrl: creatorProfiles.bannerUrl, saved })
    .from(creatorProfiles)
    .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(and(eq(creatorProfiles.userId, creatorId), isPublicCreator))
    .limit(1);
  if (!creator) throw new AppError("NOT_FOUND", "errors.creatorNotFound");
  return { ...creator, currency: "USD" };
}
