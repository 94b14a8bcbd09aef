import { ArrowLeft, BadgeCheck } from "lucide-react";
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { CreatorAvatar } from "@/components/creators/creator-avatar";
import { CreatorRating } from "@/components/creators/creator-rating";
import { ReportButton } from "@/components/moderation/report-button";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import { isOptimizableImage } from "@/lib/media/optimizable-image";
import type { CreatorPageData } from "./load-creator-page";

type Creator = CreatorPageData["creator"];

/** Banner, avatar, name, category, handle, rating summary and availability. */
export async function CreatorHeader({
  creator,
  back,
  report,
}: {
  creator: Creator;
  back: { href: string; label: string };
  /** Report this profile (left out on the creator's own page). */
  report: { signedIn: boolean } | null;
}) {
  const [tCard, tCategory] = await Promise.all([getTranslations("creatorCard"), getTranslations("categories")]);
  const name = creator.name ?? tCard("fallbackName");
  return (
    <header>
      <div className="relative h-36 overflow-hidden bg-muted sm:h-52">
        {creator.bannerUrl && (
          <Image
            src={creator.bannerUrl}
            alt=""
            fill
            preload
            fetchPriority="high"
            sizes="100vw"
            unoptimized={!isOptimizableImage(creator.bannerUrl)}
            className="object-cover"
          />
        )}
      </div>
      <div className="mx-auto max-w-6xl px-4">
        <div className="relative -mt-12 flex flex-col gap-3 sm:-mt-16 sm:flex-row sm:items-start sm:gap-5">
          <CreatorAvatar
            image={creator.avatarUrl}
            name={name}
            priority
            className="size-24 shrink-0 rounded-full border-4 border-background text-2xl shadow sm:size-32"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2 sm:pt-[4.75rem]">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
              {creator.verified && (
                <Badge variant="secondary" className="gap-1">
                  <BadgeCheck aria-hidden className="text-primary" />
                  {tCard("verified")}
                </Badge>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <Badge variant="outline">{tCategory(creator.category)}</Badge>
              <span>@{creator.handle}</span>
              <CreatorRating rating={creator.averageRating} reviews={creator.totalReviews} />
              {!creator.isAvailable && <Badge variant="outline">{tCard("unavailable")}</Badge>}
            </div>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <Link
          href={back.href}
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
        {report ? <ReportButton subject="creator" subjectId={creator.id} signedIn={report.signedIn} /> : null}
        </div>
      </div>
    </header>
  );
}
