import { describe, expect, it } from "vitest";
import { commissionRates, exchangeRates } from "@/server/db/schema";
import { listExchangeRates, setExchangeRate } from "@/server/services/payments/exchange-rate";
import { listCommissionRates, setCommission } from "@/server/services/settings/commission";
import { SETTING_HISTORY } from "@/server/services/settings/setting-history";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

/**
 * The settings page's two histories (the exchange rate, the commission) are one query: newest first, at
 * most SETTING_HISTORY values, each with the e-mail of the admin who set it, else where it came from.
 */
describe("a dated setting's history", () => {
  it("lists the exchange rate's and the commission's values the same way, for finance_view only", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin", email: "settings-admin@lakou.test" });
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const old = new Date(Date.now() - 86_400_000);
    await db.insert(exchangeRates).values({ htgPerUsd: "130", source: "seed", effectiveAt: old });
    await db.insert(commissionRates).values({ basisPoints: 2000, source: "env", effectiveAt: old });
    for (let step = 0; step < SETTING_HISTORY; step++) {
      await setExchangeRate({ db, actor: admin, input: { htgPerUsd: String(131 + step) } });
      await setCommission({ db, actor: admin, input: { percent: String(10 + step) } });
    }

    const rates = await listExchangeRates({ db, actor: admin });
    const commission = await listCommissionRates({ db, actor: admin });
    expect(rates).toHaveLength(SETTING_HISTORY);
    expect(commission.history).toHaveLength(SETTING_HISTORY);
    expect(rates[0]).toMatchObject({ htgPerUsd: "150.0000", source: "admin", setByEmail: "settings-admin@lakou.test" });
    expect(commission.history[0]).toMatchObject({ basisPoints: 2900, source: "admin", setByEmail: "settings-admin@lakou.test" });
    expect(commission.current).toBe(2900);
    for (const history of [rates, commission.history]) {
      const times = history.map((row) => row.effectiveAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }

    // A value set by no admin shows where it came from.
    await db.insert(exchangeRates).values({ htgPerUsd: "160", source: "env" });
    expect((await listExchangeRates({ db, actor: admin }))[0]).toMatchObject({ htgPerUsd: "160.0000", source: "env", setByEmail: null });

    await expect(listExchangeRates({ db, actor: moderator })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listCommissionRates({ db, actor: moderator })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
