import "server-only";
import { money, toDecimalString } from "@/lib/money";
import type { LedgerReport } from "./reconcile";

/** The reconciliation as a person reads it: totals per currency, then every discrepancy. */
export function formatLedgerReport(report: LedgerReport): string {
  const lines: string[] = [];
  for (const t of report.totals) {
    const fmt = (cents: number) => `${toDecimalString(money(cents, t.currency)).padStart(14)} ${t.currency}`;
    const refunds = (t.accounts.refunds ?? 0) + (t.accounts.refunds_owed ?? 0);
    lines.push(
      `${t.currency}`,
      `  captured          ${fmt(t.captured)}`,
      `  creator earnings  ${fmt(t.creatorEarnings)}`,
      `  platform revenue  ${fmt(t.platformRevenue)}`,
      `  refunds           ${fmt(refunds)}  (owed ${fmt(t.accounts.refunds_owed ?? 0).trim()})`,
      `  held, not taken   ${fmt(t.held)}`,
    );
  }
  if (report.totals.length === 0) lines.push("No money has moved yet.");
  lines.push(
    report.discrepancies.length === 0
      ? "Ledger balanced: every captured cent is earnings, revenue or a refund."
      : `${report.discrepancies.length} discrepanc${report.discrepancies.length === 1 ? "y" : "ies"}:\n- ${report.discrepancies.join("\n- ")}`,
  );
  return lines.join("\n");
}
