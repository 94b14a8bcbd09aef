import "server-only";
import { z } from "zod";
import { DELIVERY_TIERS } from "@/lib/video-requests/rules";
import { CURRENCIES } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { AppError, parseInput } from "@/server/errors";
import { getExchangeRate } from "@/server/services/payments/exchange-rate";
import { loadBookableCreator } from "./bookable-creator";
import { type HtgQuote, priceInHtg, priceVideo, type VideoQuote } from "../quote";

export const quoteInput = z.object({
  creatorId: z.string().trim().min(1).max(200),
  deliveryTier: z.enum(DELIVERY_TIERS, { error: "booking.validation.deliveryRequired" }).default("standard"),
  promoCode: z.string().trim().max(40).optional(),
  /** HTG prices the order for MonCash, when the creator takes it. */
  currency: z.enum(CURRENCIES).default("USD"),
});

/** The price a fan will pay for a creator's video, line by line; anyone may ask. */
export async function getQuote({ db, input }: { db: Db; actor: Actor | null; input: z.input<typeof quoteInput> }): Promise<
  (VideoQuote | HtgQuote) & { paymentMethods: ("stripe" | "moncash")[] }
> {
  const { creatorId, deliveryTier, promoCode, currency } = parseInput(quoteInput, input);
  const creator = await loadBookableCreator(db, creatorId);
  const quote = priceVideo({ basePriceCents: creator.videoPriceUsdCents, deliveryTier, promoCode });
  const paymentMethods = creator.paymentMethodsEnabled;
  if (currency === "USD") return { ...quote, paymentMethods };
  if (!paymentMethods.includes("moncash")) {
    throw new AppError("VALIDATION", "errors.validation", { currency: "booking.validation.currencyNotOffered" });
  }
  const { htgPerUsd } = await getExchangeRate(db);
  return { ...priceInHtg(quote, htgPerUsd), paymentMethods };
}
