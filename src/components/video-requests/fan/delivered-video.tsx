"use client";

import { useTranslations } from "next-intl";
import { VideoPlayer } from "@/components/media/player/video-player";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { mediaBaseUrl, mediaFileUrl } from "@/lib/media/renditions";
import { api } from "@/trpc/react";
import { OrderReview } from "./order-review";
import { ShareLinkPanel } from "./share-link-panel";

/**
 * A delivered order's video (spec screen 5's player): HLS with its qualities once processed, the original
 * file until then; then the fan's share link for the recipient and the fan's review.
 */
export function DeliveredVideo({
  requestId,
  recipientName,
  creatorName,
  shareOrigin,
  downloadName,
}: {
  requestId: string;
  recipientName: string;
  creatorName: string;
  shareOrigin: string;
  /** The download's readable name: creator-occasion-date.mp4. */
  downloadName: string;
}) {
  const t = useTranslations("orders.video");
  const video = api.videoRequests.video.useQuery({ requestId }, { retry: false });
  return (
    <>
      <section aria-labelledby="video-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
        <h2 id="video-heading" className="font-semibold">
          {t("title")}
        </h2>
        {video.isPending ? (
          <div aria-busy className="flex flex-col gap-2">
            <span className="sr-only">{t("loading")}</span>
            <Skeleton className="aspect-video w-full rounded-xl" />
          </div>
        ) : video.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            {video.error.data?.code === "NOT_FOUND" ? t("missing") : t("loadError")}
            {video.error.data?.code === "NOT_FOUND" ? null : (
              <Button size="sm" variant="outline" onClick={() => void video.refetch()}>
                {t("tryAgain")}
              </Button>
            )}
          </div>
        ) : (
          <>
            {video.data.mediaId === null ? (
              <VideoPlayer file={video.data.file} hasHls={false} hasPoster={false} title={t("playerTitle", { name: recipientName })} downloadName={downloadName} />
            ) : (
              <VideoPlayer
                base={mediaBaseUrl(video.data.mediaId)}
                hasHls={video.data.hasHls}
                hasPoster={video.data.hasPoster}
                posterUrl={video.data.thumbnailId ? mediaFileUrl(video.data.thumbnailId, "original") : undefined}
                title={t("playerTitle", { name: recipientName })}
                downloadName={downloadName}
              />
            )}
            {video.data.processing ? <p className="text-sm text-muted-foreground">{t("processing")}</p> : null}
          </>
        )}
      </section>
      {video.data?.mediaId ? <ShareLinkPanel mediaId={video.data.mediaId} link={video.data.shareLink} requestId={requestId} shareOrigin={shareOrigin} creatorName={creatorName} /> : null}
      <OrderReview requestId={requestId} />
    </>
  );
}
