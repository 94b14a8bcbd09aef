import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  CALL_PRICE_PER_MINUTE_CENTS,
  RESPONSE_TIME_HOURS,
  VIDEO_PRICE_HTG_CENTS,
  VIDEO_PRICE_USD_CENTS,
} from "@/lib/creator-settings";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorProfiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { requireOwnCreator } from "./own-creator";

const cents = (range: { min: number; max: number }, key: string) =>
  z.number({ message: key }).int(key).min(range.min, key).max(range.max, key);

export const updatePricingInput = z.object({
  videoPriceUsdCents: cents(VIDEO_PRICE_USD_CENTS, "creatorSettings.validation.videoPriceUsd"),
  videoPriceHtgCents: cents(VIDEO_PRICE_HTG_CENTS, "creatorSettings.validation.videoPriceHtg"),
  /** Null: the creator takes no live calls. */
  callPricePerMinuteCents: cents(CALL_PRICE_PER_MINUTE_CENTS, "creatorSettings.validation.callPrice").nullable(),
  isAvailable: z.boolean({ message: "validation.invalid" }),
  responseTimeHours: z
    .number({ message: "creatorSettings.validation.responseTime" })
    .refine((hours) => (RESPONSE_TIME_HOURS as readonly number[]).includes(hours), "creatorSettings.validation.responseTime"),
});

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
