"use client";

import { PlayIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { VideoPlayer } from "@/components/media/player/video-player";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { mediaBaseUrl, mediaFileUrl } from "@/lib/media/renditions";
import { api } from "@/trpc/react";

/** A delivered request's card opens the video it was answered with, as its fan sees it. */
export function DeliveredVideoButton({ requestId, recipientName }: { requestId: string; recipientName: string }) {
  const t = useTranslations("requestNotes");
  const tVideo = useTranslations("orders.video");
  const [open, setOpen] = useState(false);
  const video = api.videoRequests.video.useQuery({ requestId }, { enabled: open, retry: false });
  const title = t("videoTitle", { name: recipientName });
  return (
    <>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <PlayIcon aria-hidden />
        {t("watchDelivered")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("close")} className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription className="sr-only">{title}</DialogDescription>
          </DialogHeader>
          {video.isPending ? (
            <Skeleton className="aspect-video w-full rounded-xl" />
          ) : video.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {video.error.data?.code === "NOT_FOUND" ? tVideo("missing") : tVideo("loadError")}
            </p>
          ) : video.data.mediaId === null ? (
            <VideoPlayer file={video.data.file} hasHls={false} hasPoster={false} title={title} />
          ) : (
            <VideoPlayer
              base={mediaBaseUrl(video.data.mediaId)}
              hasHls={video.data.hasHls}
              hasPoster={video.data.hasPoster}
              posterUrl={video.data.thumbnailId ? mediaFileUrl(video.data.thumbnailId, "original") : undefined}
              title={title}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
