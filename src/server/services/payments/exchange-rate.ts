import "server-only";
import { requirePermission } from "@/server/auth/authorize";
import { desc } from "drizzle-orm";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { z } from "zod";
import { env } from "@/env";
import type { HtgPerUsd } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { exchangeRates } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { rateInput } from "@/lib/exchange-rate-input";
import { settingHistory } from "@/server/services/settings/setting-history";

export interface ExchangeRate {
  htgPerUsd: HtgPerUsd;
  effectiveAt: Date;
}

/** The rate in force: the newest stored one. */
export async function getExchangeRate(db: Queryable): Promise<ExchangeRate> {
  const [row] = await db
    .select({ htgPerUsd: exchangeRates.htgPerUsd, effectiveAt: exchangeRates.effectiveAt })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.effectiveAt))
    .limit(1);
  if (!row) throw new AppError("CONFLICT", "errors.exchangeRateUnavailable");
  return row;
}

/** An admin who handles money sets a new rate; it applies to payments started from now on (audited with it). */
export async function setExchangeRate({
  db,
  actor,
  input,
  request,
}: {
  db: Queryable;
  actor: Actor;
  input: z.input<typeof rateInput>;
  request?: AuditEntry["request"];
}) {
  requirePermission(actor, "payouts_process");
  const { htgPerUsd } = parseInput(rateInput, input);
  return db.transaction(async (tx) => {
    const previous = await getExchangeRate(tx).catch(() => null);
    const [row] = await tx
      .insert(exchangeRates)
      .values({ htgPerUsd, source: "admin", setBy: actor.id })
      .returning({ htgPerUsd: exchangeRates.htgPerUsd, effectiveAt: exchangeRates.effectiveAt });
    await writeAudit(tx, actor, {
      action: "exchange_rate.changed",
      category: "settings",
      resource: "exchange_rate",
      details: `${previous?.htgPerUsd ?? "—"} → ${htgPerUsd} HTG/USD`,
      severity: "high",
      metadata: { previous: previous?.htgPerUsd ?? null, htgPerUsd },
      request,
    });
    return row!;
  });
}

/** The newest rates with who set them, for admins who may see money (finance_view). */
export async function listExchangeRates({ db, actor }: { db: Queryable; actor: Actor }) {
  requirePermission(actor, "finance_view");
  return settingHistory(db, exchangeRates, { htgPerUsd: exchangeRates.htgPerUsd });
}

/** At start-up, MONCASH_USD_RATE (when set and different) becomes the stored rate in force. */
export async function syncExchangeRateFromEnv(db: Queryable) {
  if (!env.MONCASH_USD_RATE) return;
  const current = await getExchangeRate(db).catch(() => null);
  if (current && Number(current.htgPerUsd) === Number(env.MONCASH_USD_RATE)) return;
  await db.insert(exchangeRates).values({ htgPerUsd: env.MONCASH_USD_RATE, source: "env" });
}
