import { z } from "zod";
import { DELIVERY_TIERS } from "@/lib/booking/rules";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { parseInput } from "@/server/errors";
import { loadBookableCreator } from "./bookable-creator";
import { priceVideo } from "./quote";

export const quoteInput = z.object({
  creatorId: z.string().trim().min(1).max(200),
  deliveryTier: z.enum(DELIVERY_TIERS, { error: "booking.validation.deliveryRequired" }).default("standard"),
  promoCode: z.string().trim().max(40).optional(),
});

/** The price a fan will pay for a creator's video, line by line; anyone may ask. */
export async function getQuote({ db, input }: { db: Db; actor: Actor | null; input: unknown }) {
  const { creatorId, deliveryTier, promoCode } = parseInput(quoteInput, input);
  const creator = await loadBookableCreator(db, creatorId);
  return {
    ...priceVideo({ basePriceCents: creator.videoPriceUsdCents, deliveryTier, promoCode }),
    paymentMethods: creator.paymentMethodsEnabled,
  };
}
