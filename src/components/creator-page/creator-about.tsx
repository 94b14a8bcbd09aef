import { getTranslations } from "next-intl/server";
import { type Locale } from "@/i18n/routing";
import { CreatorText } from "@/components/creators/creator-text";
import { formatDate, formatNumber } from "@/lib/locale-format";
import { formatRating } from "./format-rating";
import type { CreatorPageData } from "./load-creator-page";

/** Bio, spoken languages and the creator's numbers (only real ones: no reviews shows "New"). */
export async function CreatorAbout({ creator, locale }: { creator: CreatorPageData["creator"]; locale: Locale }) {
  const [t, tCard] = await Promise.all([getTranslations("creatorPage"), getTranslations("creatorCard")]);
  const languages = creator.languages.map((code) =>
    tCard.has(`language.${code}`) ? tCard(`language.${code}`) : code.toUpperCase(),
  );
  const stats = [
    {
      label: t("stats.rating"),
      value: creator.averageRating !== null && creator.totalReviews > 0 ? formatRating(creator.averageRating, locale) : tCard("new"),
    },
    { label: t("stats.reviews"), value: formatNumber(creator.totalReviews, locale) },
    { label: t("stats.videos"), value: formatNumber(creator.totalVideos, locale) },
    { label: t("stats.responseTime"), value: tCard("responseTime", { hours: creator.responseTimeHours }) },
  ];
  return (
    <section aria-labelledby="about-heading" className="flex flex-col gap-5">
      <h2 id="about-heading" className="text-xl font-semibold">
        {t("aboutHeading")}
      </h2>
      <CreatorText
        original={creator.bio}
        translations={creator.bioTranslations}
        empty={t("noBio")}
        className="leading-relaxed whitespace-pre-line text-foreground/90"
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="text-lg font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-6">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t("languagesLabel")}</dt>
          <dd>{languages.join(", ")}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t("joinedLabel")}</dt>
          <dd>{formatDate(creator.joinedAt, locale, { month: "long", year: "numeric" })}</dd>
        </div>
      </dl>
    </section>
  );
}
