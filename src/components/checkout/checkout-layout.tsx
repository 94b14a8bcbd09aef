import { useTranslations } from "next-intl";

/** The checkout's two columns: payment on the left, the order's summary beside it (below it on a phone). */
export function CheckoutLayout({ children, summary }: { children: React.ReactNode; summary: React.ReactNode }) {
  const t = useTranslations("checkout");
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 md:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="pay-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <h1 id="pay-heading" className="text-2xl font-bold tracking-tight">
          {t("title")}
        </h1>
        <h2 className="font-semibold">{t("paymentDetails")}</h2>
        {children}
      </section>
      <aside aria-labelledby="summary-heading" className="h-fit rounded-xl border bg-card p-4">
        {summary}
      </aside>
    </div>
  );
}

/** One line of a summary: label and amount. */
export function SummaryLine({ label, value, className }: { label: React.ReactNode; value: React.ReactNode; className?: string }) {
  return (
    <div className={`flex justify-between gap-3 ${className ?? ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
