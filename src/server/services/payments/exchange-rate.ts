import "server-only";
import { requirePermission } from "@/server/auth/authorize";
import { desc } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/env";
import type { HtgPerUsd } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { exchangeRates } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";

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

const rateInput = z.object({
  htgPerUsd: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(",", ".") : value),
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,4})?$/, "validation.exchangeRate")
      .refine((value) => Number(value) > 0, "validation.exchangeRate"),
  ),
});

/** An admin who handles money sets a new rate; it applies to payments started from now on. */
export async function setExchangeRate({ db, actor, input }: { db: Queryable; actor: Actor; input: z.input<typeof rateInput> }) {
  requirePermission(actor, "payouts_process");
  const { htgPerUsd } = parseInput(rateInput, input);
  const [row] = await db
    .insert(exchangeRates)
    .values({ htgPerUsd, source: "admin", setBy: actor.id })
    .returning({ htgPerUsd: exchangeRates.htgPerUsd, effectiveAt: exchangeRates.effectiveAt });
  return row!;
}

/** At start-up, MONCASH_USD_RATE (when set and different) becomes the stored rate in force. */
export async function syncExchangeRateFromEnv(db: Queryable) {
  if (!env.MONCASH_USD_RATE) return;
  const current = await getExchangeRate(db).catch(() => null);
  if (current && Number(current.htgPerUsd) === Number(env.MONCASH_USD_RATE)) return;
  await db.insert(exchangeRates).values({ htgPerUsd: env.MONCASH_USD_RATE, source: "env" });
}
