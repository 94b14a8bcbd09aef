import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Queryable } from "@/server/db";
import { ADMIN_PAYOUT_STATES, type AdminPayoutState, PAYOUT_METHODS, type PayoutMethod } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import type { Currency } from "@/lib/money";

const PAYOUTS_PAGE_SIZE = 25;

export const listPayoutsAdminSchema = z.object({
  state: z.enum(ADMIN_PAYOUT_STATES, "adminPayouts.validation.state").optional(),
  method: z.enum(PAYOUT_METHODS, "adminPayouts.validation.method").optional(),
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

type Row = Record<string, unknown>;

/**
 * /admin/payouts (finance_view): every payout in every state (on its way, sent, failed, taken back by a
 * reversed transfer) and every failed bank payout of a connected account (Stripe's `payout.failed`, kept in
 * bank_payout_failures), newest first, filtered by state and method, 25 a page.
 */
export async function listPayoutsAdmin({ db, actor, input }: { db: Queryable; actor: Actor | null; input: z.input<typeof listPayoutsAdminSchema> }) {
  requirePermission(actor, "finance_view");
  const { state, method, page } = parseInput(listPayoutsAdminSchema, input);
  const parts: SQL[] = [];
  if (state !== "bank_failed") {
    parts.push(sql`
      select p.id, p.creator_id, p.status, p.method, p.currency, p.amount_cents, p.sent_currency, p.sent_amount_cents,
        p.provider_ref, p.failure_message, p.simulated, p.created_at, p.updated_at
      from payouts p
      where true ${state ? sql`and p.status = ${state}` : sql``} ${method ? sql`and p.method = ${method}` : sql``}`);
  }
  if ((state === undefined || state === "bank_failed") && method !== "moncash") {
    parts.push(sql`
      select f.id, f.creator_id, 'bank_failed', 'stripe', f.currency, f.amount_cents, f.currency, f.amount_cents,
        f.stripe_account_id, f.failure_code, false, f.created_at, f.created_at
      from bank_payout_failures f`);
  }
  if (parts.length === 0) return { payouts: [], total: 0, page, pageSize: PAYOUTS_PAGE_SIZE };
  const rows = (await db.execute(sql`
    with listed (id, creator_id, state, method, currency, amount_cents, sent_currency, sent_amount_cents, reference, failure,
      simulated, created_at, updated_at) as (${sql.join(parts, sql` union all `)})
    select l.*, u.email, cp.display_name, count(*) over () as total
    from listed l join users u on u.id = l.creator_id left join creator_profiles cp on cp.user_id = l.creator_id
    order by l.created_at desc, l.id desc
    limit ${PAYOUTS_PAGE_SIZE} offset ${(page - 1) * PAYOUTS_PAGE_SIZE}`)) as unknown as Row[];
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return {
    payouts: rows.map((row) => ({
      id: row.id as string,
      creatorId: row.creator_id as string,
      creatorName: (row.display_name as string | null) ?? null,
      email: row.email as string,
      state: row.state as AdminPayoutState,
      method: row.method as PayoutMethod,
      amountCents: Number(row.amount_cents),
      currency: row.currency as Currency,
      sentAmountCents: Number(row.sent_amount_cents),
      sentCurrency: row.sent_currency as Currency,
      reference: (row.reference as string | null) ?? null,
      failure: (row.failure as string | null) ?? null,
      simulated: row.simulated === true,
      createdAt: new Date(row.created_at as string | Date),
      updatedAt: new Date(row.updated_at as string | Date),
    })),
    total,
    page,
    pageSize: PAYOUTS_PAGE_SIZE,
  };
}
