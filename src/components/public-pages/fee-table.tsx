import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { formatMoney } from "@/lib/money";
import { trpc } from "@/trpc/server";

/**
 * The example video's price in each delivery tier: what the fan pays (price, surcharge, service fee) and what
 * the creator receives after the commission in force, computed by the same rules as checkout and the ledger.
 */
export async function FeeTable() {
  const [t, locale, table] = await Promise.all([getTranslations("feeTable"), getLocale(), trpc.videoRequests.feeTable()]);
  const m = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale as Locale);
  const percent = table.commissionBasisPoints / 100;
  const caption = t("caption", { price: m(table.rows[0]!.price) });
  return (
    // Scrolls sideways on a phone: focusable so the keyboard can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-2xl border bg-card shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="px-5 pt-4 pb-2 text-left text-muted-foreground">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-left">
            <th scope="col" className="px-5 py-3 font-semibold">{t("delivery")}</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">{t("surcharge")}</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">{t("serviceFee")}</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">{t("fanPays")}</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">{t("commission", { percent })}</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">{t("creatorReceives")}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.tier} className="border-b last:border-0">
              <th scope="row" className="px-5 py-3 text-left font-medium">{t(`tiers.${row.tier}`)}</th>
              <td className="px-5 py-3 text-right tabular-nums">{m(row.delivery)}</td>
              <td className="px-5 py-3 text-right tabular-nums">{m(row.serviceFee)}</td>
              <td className="px-5 py-3 text-right font-semibold tabular-nums">{m(row.fanPays)}</td>
              <td className="px-5 py-3 text-right tabular-nums text-muted-foreground">−{m(row.commission)}</td>
              <td className="px-5 py-3 text-right font-semibold text-primary tabular-nums">{m(row.creatorReceives)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t px-5 py-3 text-xs leading-5 text-muted-foreground">{t("note", { percent })}</p>
    </div>
  );
}
