import { getTranslations } from "next-intl/server";
import { CreatorCard } from "@/components/creators/creator-card";
import { Link } from "@/i18n/navigation";
import type { CreatorListItem } from "@/server/services/creators/list-creators";

/** A few verified creators with the most reviews (real data; an honest note when there are none). */
export async function FeaturedCreators({ creators }: { creators: CreatorListItem[] }) {
  const t = await getTranslations("home.featured");
  return (
    <section aria-labelledby="home-featured-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="home-featured-heading" className="text-2xl font-bold tracking-tight">
            {t("heading")}
          </h2>
          <p className="text-muted-foreground">{t("intro")}</p>
        </div>
        <Link
          href="/browse"
          className="rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {t("seeAll")}
        </Link>
      </div>
      {creators.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        // A swipeable row on phones and tablets, four columns on wide screens.
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0 lg:pb-0">
          {creators.map((creator) => (
            <li key={creator.id} className="w-[72%] shrink-0 snap-start min-[480px]:w-[42%] lg:w-auto">
              <CreatorCard creator={creator} className="h-full" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
