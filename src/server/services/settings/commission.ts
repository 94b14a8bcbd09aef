import "server-only";
import { desc } from "drizzle-orm";
import type { z } from "zod";
import { commissionInput } from "@/lib/commission-input";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Queryable } from "@/server/db";
import { commissionRates } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { INITIAL_COMMISSION_BASIS_POINTS } from "@/server/ledger/movements";
import { settingHistory } from "./setting-history";

/** The commission in force for payments started now (basis points): the newest stored rate, else the initial one. */
export async function getCommissionBasisPoints(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ basisPoints: commissionRates.basisPoints })
    .from(commissionRates)
    .orderBy(desc(commissionRates.effectiveAt))
    .limit(1);
  return row?.basisPoints ?? INITIAL_COMMISSION_BASIS_POINTS;
}

/** An admin holding settings_edit sets the commission; payments started from now on use it (audited with it). */
export async function setCommission({
  db,
  actor,
  input,
  request,
}: {
  db: Queryable;
  actor: Actor;
  input: z.input<typeof commissionInput>;
  request?: AuditEntry["request"];
}) {
  requirePermission(actor, "settings_edit");
  const { percent } = parseInput(commissionInput, input);
  const basisPoints = Math.round(Number(percent) * 100);
  return db.transaction(async (tx) => {
    const previous = await getCommissionBasisPoints(tx);
    const [row] = await tx
      .insert(commissionRates)
      .values({ basisPoints, source: "admin", setBy: actor.id })
      .returning({ basisPoints: commissionRates.basisPoints, effectiveAt: commissionRates.effectiveAt });
    await writeAudit(tx, actor, {
      action: "commission.changed",
      category: "settings",
      resource: "commission",
      details: `${previous / 100}% → ${basisPoints / 100}%`,
      severity: "high",
      metadata: { previous, basisPoints },
      request,
    });
    return row!;
  });
}

/** The newest commission rates with who set them (finance_view, as the exchange rate's history). */
export async function listCommissionRates({ db, actor }: { db: Queryable; actor: Actor }) {
  requirePermission(actor, "finance_view");
  const rows = await settingHistory(db, commissionRates, { basisPoints: commissionRates.basisPoints });
  return { current: rows[0]?.basisPoints ?? INITIAL_COMMISSION_BASIS_POINTS, initial: INITIAL_COMMISSION_BASIS_POINTS, history: rows };
}
