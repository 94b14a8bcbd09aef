import "server-only";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorProfiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { updatePricingInput } from "@/lib/creator-settings-input";
import { requireOwnCreator } from "./own-creator";

/** Prices (video in USD and HTG, calls per minute), availability and response time. Only the creator themself. */
export async function updateCreatorPricing({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof updatePricingInput> }) {
  const creator = await requireOwnCreator(db, actor);
  const fields = parseInput(updatePricingInput, input);
  const [row] = await db
    .update(creatorProfiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(creatorProfiles.userId, creator.id))
    .returning({
      videoPriceUsdCents: creatorProfiles.videoPriceUsdCents,
      videoPriceHtgCents: creatorProfiles.videoPriceHtgCents,
      callPricePerMinuteCents: creatorProfiles.callPricePerMinuteCents,
      isAvailable: creatorProfiles.isAvailable,
      responseTimeHours: creatorProfiles.responseTimeHours,
    });
  return row!;
}
