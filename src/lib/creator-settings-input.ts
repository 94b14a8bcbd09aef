/* The creator settings forms' input: parsed by the services and, with the same schema, by the forms in the browser. */
import { z } from "zod";
import { CALL_PRICE_PER_MINUTE_CENTS, RESPONSE_TIME_HOURS, VIDEO_PRICE_HTG_CENTS, VIDEO_PRICE_USD_CENTS } from "@/lib/creator-settings";

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
