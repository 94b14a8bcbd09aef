import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import type { RouterOutputs } from "@/trpc/react";

type Row = RouterOutputs["earnings"]["statement"]["rows"][number];

/** The statement's rows: what moved, the creator's share (first, so a phone shows it without scrolling), the order, the fan's price and the platform's part. */
export async function StatementTable({ rows, locale }: { rows: Row[]; locale: Locale }) {
  const t = await getTranslations("earnings.statement");
  const fmt = (row: Row, cents: number | null) => (cents === null ? "—" : formatMoney(money(cents, row.currency), locale));
  return (
    // On a phone the table scrolls sideways: its region takes the focus so a keyboard can scroll it too.
    <div className="overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" tabIndex={0} role="region" aria-label={t("title")}>
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t("columns.date")}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t("columns.kind")}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t("columns.share")}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t("columns.order")}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t("columns.fanPrice")}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t("columns.platform")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t align-top">
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.at, locale)}</td>
              <td className="px-3 py-2">
                <span className="font-medium">{row.returned ? t("returned") : t(`kinds.${row.kind}`)}</span>
                {row.payout && !row.returned ? (
                  <span className="block text-xs text-muted-foreground">
                    {t(`payoutStatus.${row.payout.status}`)}
                    {row.payout.reference ? ` · ${t("reference", { reference: row.payout.reference })}` : ""}
                  </span>
                ) : null}
              </td>
              <td className={`px-3 py-2 text-right font-semibold tabular-nums ${row.share < 0 ? "text-destructive" : ""}`}>{fmt(row, row.share)}</td>
              <td className="px-3 py-2">
                {row.order?.type === "video" ? (
                  <Link href="/creator/content?state=delivered" className="text-primary underline-offset-4 hover:underline">
                    {t("orders.video")} #{row.order.id.slice(0, 8)}
                  </Link>
                ) : row.order ? (
                  `${t(`orders.${row.order.type}`)} #${row.order.id.slice(0, 8)}`
                ) : (
                  "—"
                )}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{fmt(row, row.fanPrice)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{fmt(row, row.platform)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
