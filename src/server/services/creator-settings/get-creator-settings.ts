import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorProfiles } from "@/server/db/schema";
import { readPayoutStatus } from "@/server/services/payouts/payout-status";
import { requireOwnCreator } from "./own-creator";
import { listOwnTiers } from "./tiers";

/** Everything the settings tabs show, for the creator themself. */
export async function getCreatorSettings({ db, actor }: { db: Db; actor: Actor | null }) {
  const creator = await requireOwnCreator(db, actor);
  const [[profile], tiers, payouts] = await Promise.all([
    db
      .select({
        id: creatorProfiles.userId,
        displayName: creatorProfiles.displayName,
        bio: creatorProfiles.bio,
        bioFr: creatorProfiles.bioFr,
        bioHt: creatorProfiles.bioHt,
        category: creatorProfiles.category,
        languages: creatorProfiles.languages,
        avatarUrl: creatorProfiles.avatarUrl,
        bannerUrl: creatorProfiles.bannerUrl,
        videoPriceUsdCents: creatorProfiles.videoPriceUsdCents,
        videoPriceHtgCents: creatorProfiles.videoPriceHtgCents,
        callPricePerMinuteCents: creatorProfiles.callPricePerMinuteCents,
        isAvailable: creatorProfiles.isAvailable,
        responseTimeHours: creatorProfiles.responseTimeHours,
      })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, creator.id)),
    listOwnTiers(db, creator.id),
    readPayoutStatus(db, creator.id),
  ]);
  return { profile: profile!, tiers, payouts };
}
export type CreatorSettings = Awaited<ReturnType<typeof getCreatorSettings>>;
