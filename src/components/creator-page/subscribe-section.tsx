import { getTranslations } from "next-intl/server";
import { TierCarousel } from "@/components/subscriptions/tier-carousel";
import { TierText } from "@/components/subscriptions/tier-text";
import { Badge } from "@/components/ui/badge";
import { type Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils";
import { displayPrices } from "./display-prices";
import type { CreatorPageData } from "./load-creator-page";

/**
 * The creator's active tiers, cheapest first; the most subscribed one is badged Most Popular. Everyone
 * but the creator gets the tier carousel with Subscribe Now (a guest's goes through sign-up and comes
 * back to that tier's checkout); the creator sees their own tiers listed.
 */
export async function SubscribeSection({
  creatorId,
  subscribable,
  signedIn,
  tiers,
  paymentMethods,
  locale,
}: {
  creatorId: string;
  subscribable: boolean;
  signedIn: boolean;
  tiers: CreatorPageData["tiers"];
  paymentMethods: CreatorPageData["creator"]["paymentMethodsEnabled"];
  locale: Locale;
}) {
  const t = await getTranslations("creatorPage");
  return (
    <section id="subscribe" aria-labelledby="subscribe-heading" className="flex scroll-mt-24 flex-col gap-3">
      <h2 id="subscribe-heading" className="text-lg font-semibold">
        {t("subscribeHeading")}
      </h2>
      {tiers.length === 0 ? (
        <p className="rounded-lg border border-dashed p-5 text-center text-sm text-muted-foreground">{t("noTiers")}</p>
      ) : subscribable ? (
        <TierCarousel creatorId={creatorId} tiers={tiers} signedIn={signedIn} acceptsMonCash={paymentMethods.includes("moncash")} />
      ) : (
        <ul className="flex flex-col gap-3">
          {tiers.map((tier) => {
            const popular = tier.mostPopular;
            const period = tier.billingPeriod === "yearly" ? t("perYear") : t("perMonth");
            const prices = displayPrices(paymentMethods, { usdCents: tier.priceUsdCents, htgCents: tier.priceHtgCents }, locale);
            return (
              <li
                key={tier.id}
                className={cn("rounded-xl border bg-card p-5 shadow-sm", popular && "border-primary ring-1 ring-primary")}
              >
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold">{tier.name}</h3>
                  {popular && <Badge>{t("mostPopular")}</Badge>}
                </div>
                <p className="mt-2 flex flex-wrap items-baseline gap-x-3">
                  {prices.map((price, p) => (
                    <span key={price} className={p === 0 ? "text-xl font-bold" : "text-sm font-medium text-muted-foreground"}>
                      {price}
                      <span className="text-sm font-normal text-muted-foreground">{period}</span>
                    </span>
                  ))}
                </p>
                <TierText tier={tier} className="mt-2" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
