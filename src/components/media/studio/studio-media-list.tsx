"use client";

import { PlayIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { clock } from "@/lib/media/clock";
import { mediaFileUrl } from "@/lib/media/renditions";
import { api, type RouterOutputs } from "@/trpc/react";
import { VideoPlayer } from "../player/video-player";

type StudioMedia = RouterOutputs["media"]["mine"][number];

/** The creator's uploaded videos with their processing state; each opens in the player. */
export function StudioMediaList() {
  const t = useTranslations("uploads.list");
  const locale = useLocale() as Locale;
  const [playing, setPlaying] = useState<StudioMedia | null>(null);
  const mine = api.media.mine.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.some((m) => m.status === "processing") ? 3000 : false),
  });

  return (
    <section aria-labelledby="studio-media" className="flex flex-col gap-3">
      <h2 id="studio-media" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {mine.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : mine.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("loadFailed")}{" "}
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => void mine.refetch()}>
            {t("retry")}
          </Button>
        </p>
      ) : mine.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="studio-media-list">
          {mine.data.map((item) => (
            <li key={item.id} className="flex flex-col overflow-hidden rounded-xl border">
              <div className="aspect-video bg-zinc-900">
                {item.thumbnailId || item.renditions.poster ? (
                  <img
                    src={item.thumbnailId ? mediaFileUrl(item.thumbnailId, "original") : mediaFileUrl(item.id, "poster.jpg")}
                    alt=""
                    className="size-full object-cover"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-3">
                <p className="font-medium">
                  {item.recipientName ? t("forRecipient", { name: item.recipientName }) : t("untitled")}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Badge variant={item.status === "ready" ? "default" : item.status === "failed" ? "outline" : "secondary"}>
                    {t(`status.${item.status}`)}
                  </Badge>
                  {item.durationMs ? clock(item.durationMs / 1000) : null}
                  <span>{formatDate(item.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}</span>
                </p>
                {item.status === "ready" || item.status === "failed" ? (
                  <Button type="button" variant="outline" size="sm" className="mt-auto self-start" onClick={() => setPlaying(item)}>
                    <PlayIcon aria-hidden />
                    {t("play")}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={playing !== null} onOpenChange={(open) => !open && setPlaying(null)}>
        <DialogContent closeLabel={t("close")} className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{playing?.recipientName ? t("forRecipient", { name: playing.recipientName }) : t("untitled")}</DialogTitle>
            <DialogDescription className="sr-only">{t("playerDescription")}</DialogDescription>
          </DialogHeader>
          {playing ? (
            <VideoPlayer
              base={`/api/media/${playing.id}`}
              hasHls={Boolean(playing.renditions.hls?.length)}
              hasPoster={Boolean(playing.renditions.poster)}
              title={t("playerDescription")}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
