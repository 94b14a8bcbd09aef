import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { creatorProfiles, profiles } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { creatorNameSql, isPublicCreator } from "@/server/services/creators/get-creator-page";

/** What booking needs of a creator: name, video price, payment methods and availability. */
export async function loadBookableCreator(db: Db, creatorId: string) {
  const [creator] = await db
    .select({
      id: creatorProfiles.userId,
      name: creatorNameSql,
      videoPriceUsdCents: creatorProfiles.videoPriceUsdCents,
      paymentMethodsEnabled: creatorProfiles.paymentMethodsEnabled,
      isAvailable: creatorProfiles.isAvailable,
    })
    .from(creatorProfiles)
    .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(and(eq(creatorProfiles.userId, creatorId), isPublicCreator))
    .limit(1);
  if (!creator) throw new AppError("NOT_FOUND", "errors.creatorNotFound");
  return creator;
}
