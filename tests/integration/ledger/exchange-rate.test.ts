import { describe, expect, it } from "vitest";
import { exchangeRates } from "@/server/db/schema";
import { getExchangeRate, setExchangeRate } from "@/server/services/payments/exchange-rate";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("the exchange rate", () => {
  it("is unavailable until one is stored, then the newest one is in force", async () => {
    await expect(getExchangeRate(db)).rejects.toMatchObject({ code: "CONFLICT", messageKey: "errors.exchangeRateUnavailable" });
    await db.insert(exchangeRates).values({ htgPerUsd: "132", source: "seed", effectiveAt: new Date("2026-01-01") });
    await db.insert(exchangeRates).values({ htgPerUsd: "131.25", source: "seed", effectiveAt: new Date("2026-06-01") });
    expect((await getExchangeRate(db)).htgPerUsd).toBe("131.2500");
  });

  it("is set by a finance admin, written the French way too, and refused to others", async () => {
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const fan = await createUser(db);
    await expect(setExchangeRate({ db, actor: fan, input: { htgPerUsd: "140" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setExchangeRate({ db, actor: moderator, input: { htgPerUsd: "140" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setExchangeRate({ db, actor: finance, input: { htgPerUsd: "-3" } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { htgPerUsd: "validation.exchangeRate" },
    });
    await setExchangeRate({ db, actor: finance, input: { htgPerUsd: " 133,5 " } });
    expect((await getExchangeRate(db)).htgPerUsd).toBe("133.5000");
  });
});
