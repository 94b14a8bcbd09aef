import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { type commissionRates, type exchangeRates, users } from "@/server/db/schema";

/** How many past values of a setting the settings page lists. */
export const SETTING_HISTORY = 20;

/** The settings kept as dated rows: each value with when it took effect, who set it (else where it came from). */
type DatedSetting = typeof commissionRates | typeof exchangeRates;

/**
 * A dated setting's newest values, newest first, each with its id, when it took effect, where it came
 * from and the e-mail of the admin who set it (none for the environment's or the seed's). `value` names
 * the setting's own column(s) in the answer.
 */
export function settingHistory<Table extends DatedSetting, Value extends Partial<Table["_"]["columns"]>>(db: Queryable, table: Table, value: Value) {
  return db
    .select({ id: table.id, ...value, effectiveAt: table.effectiveAt, source: table.source, setByEmail: users.email })
    .from(table as DatedSetting)
    .leftJoin(users, eq(users.id, table.setBy))
    .orderBy(desc(table.effectiveAt))
    .limit(SETTING_HISTORY);
}
