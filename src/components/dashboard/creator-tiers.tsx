import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/routing";
import { formatMoney, money } from "@/lib/money";
import type { CreatorDashboard } from "@/server/services/dashboard/get-creator-dashboard";

/** The creator's subscription tiers with their prices and active subscribers. */
export async function CreatorTiers({ tiers, locale }: { tiers: CreatorDashboard["tiers"]; locale: Locale }) {
  const t = await getTranslations("dashboard.creator");
  return (
    <section aria-labelledby="creator-tiers" className="flex flex-col gap-3">
      <h2 id="creator-tiers" className="text-lg font-semibold">
        {t("tiersTitle")}
      </h2>
      {tiers.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("tiersEmpty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {tiers.map((tier) => (
            <li key={tier.id}>
              <Card className="flex h-full flex-col gap-2 p-5">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold">{tier.name}</h3>
                  {tier.isActive ? null : <Badge variant="outline">{t("tierInactive")}</Badge>}
                </div>
                <p className="text-sm">
                  <span className="text-lg font-semibold">{formatMoney(money(tier.priceUsdCents, "USD"), locale)}</span>{" "}
                  <span className="text-muted-foreground">
                    {t(tier.billingPeriod === "yearly" ? "perYear" : "perMonth")} · {formatMoney(money(tier.priceHtgCents, "HTG"), locale)}
                  </span>
                </p>
                <p className="text-sm text-muted-foreground">{t("tierSubscribers", { count: tier.activeSubscribers })}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
