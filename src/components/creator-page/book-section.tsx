import { Clock, Video } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { type Locale } from "@/i18n/routing";
import { displayPrices } from "./display-prices";
import type { CreatorPageData } from "./load-creator-page";

/** The personalised-video offer: price in the creator's currencies and typical response time. */
export async function BookSection({ creator, locale }: { creator: CreatorPageData["creator"]; locale: Locale }) {
  const t = await getTranslations("creatorPage");
  const prices = displayPrices(
    creator.paymentMethodsEnabled,
    { usdCents: creator.videoPriceUsdCents, htgCents: creator.videoPriceHtgCents },
    locale,
  );
  return (
    <section id="book" aria-labelledby="book-heading" className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="book-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Video aria-hidden className="size-5 text-primary" />
        {t("bookHeading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("bookDescription")}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2 text-2xl font-bold">
        {prices.map((price, i) => (
          <span key={price} className={i > 0 ? "text-base font-medium text-muted-foreground" : undefined}>
            {price}
          </span>
        ))}
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
        <Clock aria-hidden className="size-4" />
        {t("typicalResponse", { count: creator.responseTimeHours })}
      </p>
      {!creator.isAvailable && <p className="mt-2 text-sm font-medium text-destructive">{t("unavailableLong")}</p>}
    </section>
  );
}
