import { Clapperboard, Disc3, Guitar, Laugh, Mic, Radio, Sliders } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Category } from "@/server/db/schema";

const ICONS: Record<Category, typeof Mic> = {
  musician: Guitar,
  comedian: Laugh,
  actor: Clapperboard,
  singer: Mic,
  djProducer: Sliders,
  radioHost: Radio,
  dj: Disc3,
};

/** Every category with its real number of listed creators, each opening Browse filtered on it. */
export async function HomeCategories({ counts }: { counts: { category: Category; count: number }[] }) {
  const t = await getTranslations("home.categories");
  const tCategory = await getTranslations("categories");
  return (
    <section aria-labelledby="home-categories-heading" className="flex flex-col gap-5">
      <h2 id="home-categories-heading" className="text-2xl font-bold tracking-tight">
        {t("heading")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {counts.map(({ category, count }) => {
          const Icon = ICONS[category];
          return (
            <li key={category}>
              <Link
                href={{ pathname: "/browse", query: { category } }}
                className="flex h-full flex-col items-start gap-2 rounded-xl border bg-card p-4 shadow-sm transition-colors outline-none hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Icon aria-hidden className="size-6 text-primary" />
                <span className="font-medium">{tCategory(category)}</span>
                <span className="text-sm text-muted-foreground">
                  {t("creatorCount", { count })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
