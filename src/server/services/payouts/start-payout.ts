import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/env";
import { PAYOUT_MINIMUM_CENTS } from "@/lib/earnings/rules";
import { CURRENCIES, type Currency, money, usdToHtg } from "@/lib/money";
import { requireCreator } from "@/server/auth/authorize";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { payouts } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import { payoutStarted } from "@/server/ledger/payout-movements";
import { postLedger } from "@/server/ledger/post";
import { readCreatorBalances } from "@/server/services/earnings/balances";
import { getExchangeRate } from "@/server/services/payments/exchange-rate";
import { serverNow } from "@/server/test-clock";
import { payoutRoute } from "./payout-route";

type Refusal = "belowMinimum" | "noPayoutMethod" | "payoutInProgress";

/**
 * Moves a creator's whole available balance in `currency` into a payout: the payout row, the ledger's
 * payout_started and the job that sends it commit together. Serialised per creator and currency, and
 * named by `key`: a run repeated with the same key, or racing another, pays once.
 */
async function startPayout(db: Db, { creatorId, currency, key, now }: { creatorId: string; currency: Currency; key: string; now?: Date }) {
  return db.transaction(async (tx): Promise<{ payoutId: string } | { refused: Refusal }> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout:${creatorId}:${currency}`}))`);
    const open = await tx.execute(sql`select 1 from payouts where creator_id = ${creatorId} and currency = ${currency} and status = 'in_payout'`);
    if (open.length > 0) return { refused: "payoutInProgress" };
    const balance = (await readCreatorBalances(tx, creatorId, now)).find((b) => b.currency === currency);
    if (!balance || balance.available < PAYOUT_MINIMUM_CENTS[currency]) return { refused: "belowMinimum" };
    const route = await payoutRoute(tx, creatorId, currency);
    if (!route) return { refused: "noPayoutMethod" };
    const amount = money(balance.available, currency);
    const converted = route.method === "moncash" && currency === "USD" ? usdToHtg(amount, (await getExchangeRate(tx)).htgPerUsd) : null;
    const sent = converted?.htg ?? amount;
    const [row] = await tx
      .insert(payouts)
      .values({
        creatorId,
        currency,
        amountCents: amount.amount,
        method: route.method,
        sentCurrency: sent.currency,
        sentAmountCents: sent.amount,
        fxRate: converted?.rate ?? null,
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning({ id: payouts.id });
    if (!row) return { refused: "payoutInProgress" };
    await postLedger(tx, [payoutStarted({ payoutId: row.id, creatorId, amount })]);
    await enqueue(tx, "payouts.send", { payoutId: row.id });
    return { payoutId: row.id };
  });
}

/**
 * The scheduled run (job payouts.run): every creator whose available balance reaches the minimum and
 * who had no payout in the last PAYOUT_INTERVAL_DAYS gets one. Keyed by creator, currency and day, so
 * the job running twice the same day pays once.
 */
export async function runScheduledPayouts({ db, now = new Date(), intervalDays = env.PAYOUT_INTERVAL_DAYS }: { db: Db; now?: Date; intervalDays?: number }) {
  if (intervalDays === 0) return [];
  const since = new Date(now.getTime() - intervalDays * 86_400_000).toISOString();
  const candidates = (await db.execute(sql`
    select e.creator_id, e.currency from ledger_entries e
    where e.account = 'creator_earnings'
    group by e.creator_id, e.currency
    having sum(e.amount_cents) >= case e.currency when 'USD' then ${PAYOUT_MINIMUM_CENTS.USD}::bigint else ${PAYOUT_MINIMUM_CENTS.HTG}::bigint end
      and not exists (select 1 from payouts p where p.creator_id = e.creator_id and p.currency = e.currency
        and p.status <> 'failed' and p.created_at > ${since}::timestamptz)`)) as { creator_id: string; currency: Currency }[];
  const day = now.toISOString().slice(0, 10);
  const started: string[] = [];
  for (const { creator_id: creatorId, currency } of candidates) {
    const result = await startPayout(db, { creatorId, currency, key: `scheduled:${day}:${creatorId}:${currency}`, now });
    if ("payoutId" in result) started.push(result.payoutId);
  }
  return started;
}

export const requestPayoutInput = z.object({ currency: z.enum(CURRENCIES, "earnings.validation.currency") });

/** The creator asks for their available balance now (above the minimum, to an active payout method). */
export async function requestPayout({ db, actor, input, now }: { db: Db; actor: Actor | null; input: z.input<typeof requestPayoutInput>; now?: Date }) {
  const creator = requireCreator(actor);
  const { currency } = parseInput(requestPayoutInput, input);
  const result = await startPayout(db, { creatorId: creator.id, currency, key: `request:${creator.id}:${currency}:${randomUUID()}`, now: now ?? (await serverNow(db)) });
  if ("refused" in result) {
    throw new AppError(result.refused === "belowMinimum" ? "VALIDATION" : "CONFLICT", `earnings.errors.${result.refused}`);
  }
  return result;
}
