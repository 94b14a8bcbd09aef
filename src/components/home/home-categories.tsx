import { Clapperboard, Disc3, Guitar, Laugh, Mic, Radio, Sliders } from "lucide-react";
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Category } from "@/server/db/schema";
import { isOptimizableImage } from "@/lib/media/optimizable-image";

const ICONS: Record<Category, typeof Mic> = {
  musician: Guitar,
  comedian: Laugh,
  actor: Clapperboard,
  singer: Mic,
  djProducer: Sliders,
  radioHost: Radio,
  dj: Disc3,
};

/** Every category with its real number of listed creators and a banner of one of them, each opening Browse filtered on it. */
export async function HomeCategories({
  counts,
  images,
}: {
  counts: { category: Category; count: number }[];
  images: Record<Category, string | null>;
}) {
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
          const image = images[category];
          return (
            <li key={category}>
              <Link
                href={{ pathname: "/browse", query: { category } }}
                className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-colors outline-none hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                <span className="relative block aspect-[16/9] bg-gradient-to-br from-primary/80 to-brand-red/80">
                  {image ? (
                    <Image src={image} alt="" fill unoptimized={!isOptimizableImage(image)} sizes="(min-width: 1024px) 160px, 50vw" className="object-cover transition-transform duration-300 group-hover:scale-105" />
                  ) : null}
                  <span className="absolute bottom-2 left-2 flex size-9 items-center justify-center rounded-full bg-background text-primary shadow">
                    <Icon aria-hidden className="size-5" />
                  </span>
                </span>
                <span className="flex flex-col gap-1 p-3">
                  <span className="font-medium">{tCategory(category)}</span>
                  <span className="text-sm text-muted-foreground">{t("creatorCount", { count })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
