import { add, type Money, money, percentOf } from "./money";

/** MonCash's fee passed on to the fan: 3% of the HTG amount plus 10 gourdes, in whole gourdes (spec §9). */
export const MONCASH_FEE = { basisPoints: 300, fixedHtgCents: 1000 } as const;

/** Stripe's card fee as the checkout displays it (2.9% + $0.30); the platform bears it. */
export const CARD_FEE_DISPLAY = { basisPoints: 290, fixedUsdCents: 30 } as const;

export function moncashFee(htg: Money): Money {
  if (htg.currency !== "HTG") throw new TypeError("The MonCash fee applies to HTG amounts");
  return add(percentOf(htg, MONCASH_FEE.basisPoints, "unit"), money(MONCASH_FEE.fixedHtgCents, "HTG"));
}
