"use client";

import { useTranslations } from "next-intl";
import { VideoPlayer } from "@/components/media/player/video-player";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { sharedBaseUrl } from "@/lib/media/renditions";
import type { RouterOutputs } from "@/trpc/react";

type Shared = RouterOutputs["media"]["shared"];

/** What the recipient of a share link sees: whose message it is, for whom, the player, and the creator to book. */
export function SharedVideo({ token, video }: { token: string; video: Shared }) {
  const t = useTranslations("sharedVideo");
  const occasions = useTranslations("booking.occasions");
  const occasion = video.occasion && occasions.has(video.occasion) ? occasions(video.occasion) : null;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("title", { creator: video.creatorName })}</h1>
        {video.recipientName ? (
          <p className="text-muted-foreground">{occasion ? t("forOccasion", { name: video.recipientName, occasion }) : t("forName", { name: video.recipientName })}</p>
        ) : null}
      </div>
      <VideoPlayer base={sharedBaseUrl(token)} hasHls={video.hasHls} hasPoster={video.hasPoster} title={t("playerTitle", { creator: video.creatorName })} />
      <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4">
        <p className="text-sm">{t("cta")}</p>
        <Link href={`/creator/${video.creatorId}`} className={buttonVariants({ size: "sm" })}>
          {t("book", { creator: video.creatorName })}
        </Link>
        <Link href="/browse" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("browse")}
        </Link>
      </div>
    </div>
  );
}
