import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { creatorProfiles, profiles } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { creatorNameSql, isPublicCreator } from "@/server/services/creators/get-creator-page";

/** A creator's calls: price per minute and time zone; NOT_FOUND for a non-creator, CONFLICT when they take no calls. */
export async function loadCallOffer(db: Db, creatorId: string) {
  const [offer] = await db
    .select({
      creatorId: creatorProfiles.userId,
      name: creatorNameSql,
      pricePerMinuteCents: creatorProfiles.callPricePerMinuteCents,
      timeZone: creatorProfiles.timeZone,
      isAvailable: creatorProfiles.isAvailable,
    })
    .from(creatorProfiles)
    .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(and(eq(creatorProfiles.userId, creatorId), isPublicCreator))
    .limit(1);
  if (!offer) throw new AppError("NOT_FOUND", "errors.creatorNotFound");
  if (offer.pricePerMinuteCents === null || !offer.isAvailable) throw new AppError("CONFLICT", "calls.errors.noCalls");
  return { ...offer, pricePerMinuteCents: offer.pricePerMinuteCents };
}
