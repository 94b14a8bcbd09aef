import "server-only";
import type { z } from "zod";
import { money, toDecimalString } from "@/lib/money";
import { requireCreator } from "@/server/auth/authorize";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { parseInput } from "@/server/errors";
import { readStatement, type StatementRow, statementInput } from "./statement";

/** The most rows one export holds (years of a busy creator's movements). */
const CSV_MAX_ROWS = 20_000;

const COLUMNS = ["date", "kind", "order_type", "order_id", "currency", "fan_price", "platform", "creator_share", "payout_status", "payout_reference"];

function cell(value: string): string {
  // Quote every cell that needs it; a leading formula character is neutralised for spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(row: StatementRow): string {
  const amount = (cents: number | null) => (cents === null ? "" : toDecimalString(money(cents, row.currency)));
  const kind = row.returned ? "payout_returned" : row.kind;
  return [
    row.at.toISOString(),
    kind,
    row.order?.type ?? "",
    row.order?.id ?? "",
    row.currency,
    amount(row.fanPrice),
    amount(row.platform),
    amount(row.share),
    row.payout?.status ?? "",
    row.payout?.reference ?? "",
  ]
    .map(cell)
    .join(",");
}

/** The signed-in creator's statement for a period and kind as CSV (amounts as decimal strings). */
export async function exportStatementCsv({ db, actor, input, now }: { db: Queryable; actor: Actor | null; input: z.input<typeof statementInput>; now?: Date }) {
  const creator = requireCreator(actor);
  const { period, kind } = parseInput(statementInput, input);
  const { rows } = await readStatement(db, creator.id, { period, kind, limit: CSV_MAX_ROWS, offset: 0, now });
  return {
    filename: `lakou-statement-${period}-${kind}.csv`,
    csv: [COLUMNS.join(","), ...rows.map(line)].join("\r\n") + "\r\n",
  };
}
