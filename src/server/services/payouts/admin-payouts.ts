import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { markPaidInput } from "@/lib/payouts/mark-paid-input";
import { requirePermission } from "@/server/auth/authorize";
import type { Actor } from "@/server/auth/actor";
import { writeAudit } from "@/server/audit/write-audit";
import type { Db, Queryable } from "@/server/db";
import { creatorProfiles, payouts, profiles, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { markPayoutPaid } from "./settle-payout";

/** Payouts waiting for a person to send them (live MonCash), oldest first, for an admin with payouts_process. */
export async function listAwaitingPayouts({ db, actor }: { db: Queryable; actor: Actor | null }) {
  requirePermission(actor, "payouts_process");
  return db
    .select({
      id: payouts.id,
      creatorId: payouts.creatorId,
      creatorName: creatorProfiles.displayName,
      email: users.email,
      moncashPhone: profiles.moncashPhone,
      method: payouts.method,
      currency: payouts.currency,
      amountCents: payouts.amountCents,
      sentCurrency: payouts.sentCurrency,
      sentAmountCents: payouts.sentAmountCents,
      fxRate: payouts.fxRate,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.creatorId))
    .innerJoin(profiles, eq(profiles.id, payouts.creatorId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, payouts.creatorId))
    .where(and(eq(payouts.status, "in_payout"), eq(payouts.method, "moncash")))
    .orderBy(asc(payouts.createdAt))
    .limit(500);
}

/**
 * An admin sent a batch of payouts by hand and records its reference: each payout still in payout
 * becomes paid in the ledger, with one audit entry per payout, all in one transaction.
 */
export async function markPayoutsPaid({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof markPaidInput> }) {
  const admin = requirePermission(actor, "payouts_process");
  const { payoutIds, reference } = parseInput(markPaidInput, input);
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(inArray(payouts.id, payoutIds), eq(payouts.status, "in_payout"), eq(payouts.method, "moncash")))
      .for("update");
    if (waiting.length !== new Set(payoutIds).size) throw new AppError("CONFLICT", "adminPayouts.errors.notAwaiting");
    for (const { id } of waiting) {
      const paid = await markPayoutPaid(tx, id, { reference, paidBy: admin.id });
      await writeAudit(tx, admin, {
        action: "payout.paid",
        category: "finance",
        resource: "payout",
        resourceId: id,
        details: `MonCash payout marked paid (${reference})`,
        severity: "medium",
        metadata: { reference, batch: payoutIds, amountCents: paid?.sentAmountCents, currency: paid?.sentCurrency },
      });
    }
    return { paid: waiting.length };
  });
}
