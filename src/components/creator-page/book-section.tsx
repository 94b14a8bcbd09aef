import { Clock, Video } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { BookNowButton } from "@/components/video-requests/booking/book-now-button";
import { requestFormPath, wizardPath } from "@/lib/video-requests/booking-paths";
import { Link } from "@/i18n/navigation";
import { type Locale } from "@/i18n/routing";
import { displayPrices } from "./display-prices";
import type { CreatorPageData } from "./load-creator-page";

/**
 * The personalised-video offer: price in the creator's currencies, typical response time, Book Now
 * (the services dialog) and the two longer ways in: the detailed form and the step-by-step wizard.
 */
export async function BookSection({ creator, locale, signedIn }: { creator: CreatorPageData["creator"]; locale: Locale; signedIn: boolean }) {
  const [t, tBooking, tCard] = await Promise.all([getTranslations("creatorPage"), getTranslations("booking"), getTranslations("creatorCard")]);
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
      {creator.isAvailable ? (
        <div className="mt-4 flex flex-col gap-2">
          <BookNowButton creator={{ id: creator.id, name: creator.name ?? tCard("fallbackName") }} signedIn={signedIn} />
          <div className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
            <Link href={requestFormPath(creator.id)} className="text-primary underline-offset-4 hover:underline">
              {tBooking("ways.detailed")}
            </Link>
            <Link href={wizardPath(creator.id)} className="text-primary underline-offset-4 hover:underline">
              {tBooking("ways.wizard")}
            </Link>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm font-medium text-destructive">{t("unavailableLong")}</p>
      )}
    </section>
  );
}
