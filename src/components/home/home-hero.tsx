import { BadgeCheck, Search, Star, Users, Video } from "lucide-react";
import Image from "next/image";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { getPathname, Link } from "@/i18n/navigation";
import { type Locale } from "@/i18n/routing";
import { formatNumber, formatRating } from "@/lib/locale-format";
import type { CreatorListItem } from "@/server/services/creators/list-creators";
import type { FeaturedPreview, MarketplaceFigures } from "@/server/services/creators/home-showcase";
import { isOptimizableImage } from "@/lib/media/optimizable-image";
import { ClickToPlayClip } from "@/components/media/click-to-play-clip";

/** How many faces the hero lines up beside the search. */
const HERO_FACES = 5;

/**
 * The opening of the home page: what Lakou is, a search that opens Browse, the faces of featured creators,
 * one of their sample clips, and the marketplace's real figures.
 */
export async function HomeHero({
  faces,
  clip,
  figures,
}: {
  faces: CreatorListItem[];
  clip: FeaturedPreview | null;
  figures: MarketplaceFigures;
}) {
  const t = await getTranslations("home.hero");
  const tFigures = await getTranslations("home.figures");
  const locale = (await getLocale()) as Locale;
  const withPortrait = faces.filter((creator) => creator.image).slice(0, HERO_FACES);
  const rating = figures.averageRating === null ? null : formatRating(figures.averageRating, locale);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary via-primary to-brand-red text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:py-20">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{t("eyebrow")}</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
          <p className="max-w-2xl text-lg opacity-90">{t("subtitle")}</p>
          <form action={getPathname({ href: "/browse", locale })} method="get" role="search" className="flex max-w-xl gap-2">
            <label htmlFor="home-search" className="sr-only">
              {t("searchLabel")}
            </label>
            <div className="relative flex-1">
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input id="home-search" name="search" type="search" maxLength={100} placeholder={t("searchPlaceholder")} className="h-11 bg-background pl-9 text-foreground" />
            </div>
            <Button type="submit" size="lg" variant="secondary">
              {t("searchButton")}
            </Button>
          </form>
          {withPortrait.length > 0 ? (
            <div className="flex items-center gap-3">
              <ul aria-label={t("facesLabel")} className="flex -space-x-3">
                {withPortrait.map((creator) => (
                  <li key={creator.id}>
                    <Link
                      href={`/creator/${creator.id}`}
                      className="block rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-primary-foreground"
                      data-testid="hero-face"
                    >
                      <Image
                        src={creator.image ?? ""}
                        alt={creator.name ?? ""}
                        width={48}
                        height={48}
                        unoptimized={!isOptimizableImage(creator.image ?? "")}
                        className="size-12 rounded-full border-2 border-primary-foreground bg-muted object-cover"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="text-sm opacity-90">{t("facesCaption", { count: figures.creators })}</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link href="/browse">{t("browse")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10">
              <Link href="/how-it-works">{t("howItWorks")}</Link>
            </Button>
          </div>
        </div>
        {clip ? (
          <figure className="overflow-hidden rounded-2xl bg-card text-card-foreground shadow-2xl ring-1 ring-black/10">
            <ClickToPlayClip
              posterUrl={clip.posterUrl}
              videoUrl={clip.videoUrl}
              title={clip.title}
              playLabel={t("playClip", { name: clip.creatorName })}
              sizes="(min-width: 1024px) 480px, 100vw"
              priority
            />
            <figcaption className="flex items-center gap-3 p-4">
              {clip.creatorImage ? (
                <Image src={clip.creatorImage} alt="" width={40} height={40} unoptimized={!isOptimizableImage(clip.creatorImage)} className="size-10 shrink-0 rounded-full bg-muted object-cover" />
              ) : null}
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-semibold">{clip.title}</span>
                <Link href={`/creator/${clip.creatorId}`} className="truncate text-sm text-muted-foreground underline-offset-4 hover:underline">
                  {t("clipBy", { name: clip.creatorName })}
                </Link>
              </span>
            </figcaption>
          </figure>
        ) : null}
      </div>
      <div className="border-t border-primary-foreground/15 bg-black/10">
        <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-2 px-4 py-5 text-center sm:gap-6">
          <Figure icon={<Users aria-hidden className="size-5" />} value={formatNumber(figures.creators, locale)} label={tFigures("creators", { count: figures.creators })} testId="figure-creators" />
          <Figure icon={<Video aria-hidden className="size-5" />} value={formatNumber(figures.deliveredVideos, locale)} label={tFigures("delivered", { count: figures.deliveredVideos })} testId="figure-delivered" />
          <Figure
            icon={rating === null ? <BadgeCheck aria-hidden className="size-5" /> : <Star aria-hidden className="size-5 fill-current" />}
            value={rating ?? "—"}
            label={rating === null ? tFigures("noRating") : tFigures("rating")}
            testId="figure-rating"
          />
        </dl>
      </div>
    </section>
  );
}

function Figure({ icon, value, label, testId }: { icon: React.ReactNode; value: string; label: string; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-1">
      <dt className="order-2 text-xs opacity-90 sm:text-sm">{label}</dt>
      <dd className="order-1 flex items-center gap-1.5 text-2xl font-bold sm:text-3xl" data-testid={testId}>
        {icon}
        {value}
      </dd>
    </div>
  );
}
