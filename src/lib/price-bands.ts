/**
 * Browse's price bands on a creator's USD video price, in cents: each band runs from the previous
 * band's bound (exclusive) to its own (inclusive); the last is open. The one definition: the
 * schema's band column, the browse filter, the list query and PostgreSQL's lakou_price_band()
 * (generated from this list, see src/server/db/rules-sql.ts) all read it.
 */
export const PRICE_BANDS = [
  { id: "0-50", atMostUsdCents: 5_000 },
  { id: "50-100", atMostUsdCents: 10_000 },
  { id: "100-200", atMostUsdCents: 20_000 },
  { id: "200+", atMostUsdCents: null },
] as const;

export type PriceBand = (typeof PRICE_BANDS)[number]["id"];

export const PRICE_BAND_IDS = PRICE_BANDS.map((band) => band.id) as [PriceBand, ...PriceBand[]];

/** A band's cents range: above (exclusive) and at most (inclusive); null is open. */
export function priceBandRange(id: PriceBand): { above: number | null; atMost: number | null } {
  const index = PRICE_BANDS.findIndex((band) => band.id === id);
  return { above: PRICE_BANDS[index - 1]?.atMostUsdCents ?? null, atMost: PRICE_BANDS[index]?.atMostUsdCents ?? null };
}
