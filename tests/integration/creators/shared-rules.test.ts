import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { canActAsCreator, isListedCreator } from "@/lib/creator-rule";
import { PRICE_BANDS, priceBandRange } from "@/lib/price-bands";
import { ROLES } from "@/server/db/schema";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("rules shared by TypeScript and PostgreSQL", () => {
  it.each(ROLES.flatMap((role) => [false, true].map((isCreator) => ({ role, isCreator }))))(
    "who is a creator agrees for %o",
    async (profile) => {
      const [row] = await db.execute<{ listed: boolean; acts: boolean }>(sql`
        select lakou_is_listed_creator(${profile.role}) as listed,
               lakou_can_act_as_creator(${profile.role}, ${profile.isCreator}) as acts`);
      expect(row).toEqual({ listed: isListedCreator(profile), acts: canActAsCreator(profile) });
    },
  );

  it("price bands agree on every bound", async () => {
    const prices = [0, ...PRICE_BANDS.flatMap((band) => (band.atMostUsdCents === null ? [] : [band.atMostUsdCents, band.atMostUsdCents + 1])), 10_000_000];
    for (const cents of prices) {
      const [row] = await db.execute<{ band: string }>(sql`select lakou_price_band(${cents}::int) as band`);
      const expected = PRICE_BANDS.find((band) => {
        const { above, atMost } = priceBandRange(band.id);
        return (above === null || cents > above) && (atMost === null || cents <= atMost);
      });
      expect(row?.band, `${cents} cents`).toBe(expected?.id);
    }
  });
});
