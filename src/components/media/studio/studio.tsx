"use client";

import { CheckCircle2Icon, FileVideoIcon, ImageIcon, UploadIcon, VideoIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import { MAX_VIDEO_BYTES, VIDEO_MIME_TYPES } from "@/lib/media/limits";
import type { WatermarkConfig } from "@/lib/media/watermark";
import { api } from "@/trpc/react";
import { type Recording, Recorder } from "../recorder/recorder";
import { type ThumbnailCandidate, ThumbnailSelector } from "../thumbnails/thumbnail-selector";
import { uploadFile } from "../upload/upload-file";
import { UploadProgress } from "../upload/upload-progress";
import { DeliverPanel } from "./deliver-panel";
import { RequestBrief } from "./request-brief";
import { StudioMediaList } from "./studio-media-list";
import { useSavedWatermark } from "./use-saved-watermark";

type Source = "record" | "file";
interface Progress {
  label: string;
  fraction: number;
}

/**
 * The creator's studio: pick the request a video answers (or arrive on it from "Start"), read the fan's brief
 * beside the camera, record it (or choose a file), pick its thumbnail, upload both with progress, then deliver
 * the uploaded video to the fan; and watch what was uploaded. The watermark is the creator's saved one.
 */
export function Studio({ initialRequestId, watermark: savedWatermark }: { initialRequestId?: string; watermark: WatermarkConfig }) {
  const t = useTranslations("uploads.studio");
  const tFlow = useTranslations("studioFlow");
  const occasions = useTranslations("booking.occasions");
  const targets = api.videoRequests.studio.useQuery();
  const utils = api.useUtils();
  const watermark = useSavedWatermark(savedWatermark);
  const [requestId, setRequestId] = useState(initialRequestId ?? "");
  const [deliveredTo, setDeliveredTo] = useState<string | null>(null);
  const [source, setSource] = useState<Source>("record");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [picking, setPicking] = useState<{ blob: Blob; duration?: number } | null>(null);
  const [thumbnail, setThumbnail] = useState<ThumbnailCandidate | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [done, setDone] = useState(false);

  const chosen = targets.data?.find((request) => request.id === requestId) ?? targets.data?.[0] ?? null;
  const chosenRequest = chosen?.id ?? "";

  async function uploadVideo(video: Blob) {
    setDone(false);
    setDeliveredTo(null);
    const failed = t("uploadFailed");
    try {
      const label = t("uploadingVideo");
      const { id } = await uploadFile({
        target: { kind: "request", requestId: chosenRequest },
        file: video,
        onProgress: (fraction) => setProgress({ label, fraction }),
        fallbackError: failed,
      });
      if (thumbnail) {
        const thumbLabel = t("uploadingThumbnail");
        await uploadFile({
          target: { kind: "thumbnail", mediaId: id },
          file: thumbnail.blob,
          onProgress: (fraction) => setProgress({ label: thumbLabel, fraction }),
          fallbackError: failed,
        });
      }
      setDone(true);
      setThumbnail(null);
      setFile(null);
      await Promise.all([utils.media.mine.invalidate(), utils.videoRequests.studio.invalidate()]);
    } finally {
      setProgress(null);
    }
  }

  function chooseFile(chosen: File | null) {
    setFileError(null);
    setThumbnail(null);
    if (chosen && chosen.size > MAX_VIDEO_BYTES) {
      setFileError(t("fileTooLarge"));
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  async function uploadChosenFile() {
    if (!file) return;
    setFileError(null);
    try {
      await uploadVideo(file);
    } catch (error) {
      setFileError(error instanceof Error && error.message ? error.message : t("uploadFailed"));
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="studio-request" className="flex flex-col gap-3">
        <h2 id="studio-request" className="text-lg font-semibold">
          {t("requestTitle")}
        </h2>
        {targets.isPending ? (
          <Skeleton className="h-10 max-w-md" />
        ) : targets.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("targetsFailed")}
          </p>
        ) : targets.data.length === 0 ? (
          <p className="rounded-xl border border-dashed p-4 text-muted-foreground">{t("noRequests")}</p>
        ) : (
          <div className="flex max-w-md flex-col gap-1.5">
            <Label htmlFor="studio-request-select">{t("requestLabel")}</Label>
            <Combobox
              id="studio-request-select"
              value={chosenRequest}
              onValueChange={(value) => {
                setRequestId(value);
                setDone(false);
              }}
              options={targets.data.map((request) => ({
                value: request.id,
                label: t("requestOption", {
                  name: request.recipientName,
                  occasion: occasions.has(request.occasion) ? occasions(request.occasion) : request.occasion,
                }),
              }))}
              searchPlaceholder={t("requestSearch")}
              emptyText={t("requestNone")}
            />
          </div>
        )}
      </section>

      <div className="flex flex-wrap gap-2" role="group" aria-label={t("sourceLabel")}>
        <Button type="button" variant={source === "record" ? "default" : "outline"} aria-pressed={source === "record"} onClick={() => setSource("record")}>
          <VideoIcon aria-hidden />
          {t("record")}
        </Button>
        <Button type="button" variant={source === "file" ? "default" : "outline"} aria-pressed={source === "file"} onClick={() => setSource("file")}>
          <FileVideoIcon aria-hidden />
          {t("chooseFile")}
        </Button>
      </div>

      {source === "record" ? (
        <Recorder
          canUpload={Boolean(chosenRequest) && !progress}
          watermark={watermark.config}
          onWatermarkChange={watermark.change}
          watermarkStatus={watermark.saveState === "idle" ? null : tFlow(`watermark.${watermark.saveState}`)}
          brief={chosen ? <RequestBrief request={chosen} /> : null}
          onAddThumbnail={(recording: Recording) => setPicking(recording)}
          onUpload={(recording) => uploadVideo(recording.blob)}
        />
      ) : (
        <section aria-labelledby="studio-file" className="flex flex-col gap-3">
          {chosen ? <RequestBrief request={chosen} /> : null}
          <h2 id="studio-file" className="text-lg font-semibold">
            {t("fileTitle")}
          </h2>
          <div className="flex max-w-md flex-col gap-1.5">
            <Label htmlFor="studio-file-input">{t("fileLabel")}</Label>
            <input
              id="studio-file-input"
              type="file"
              accept={VIDEO_MIME_TYPES.join(",")}
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2"
            />
            <p className="text-sm text-muted-foreground">{t("fileHint", { megabytes: MAX_VIDEO_BYTES / 1024 / 1024 })}</p>
          </div>
          {file ? (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setPicking({ blob: file })} disabled={Boolean(progress)}>
                <ImageIcon aria-hidden />
                {t("addThumbnail")}
              </Button>
              <Button type="button" onClick={uploadChosenFile} disabled={!chosenRequest || Boolean(progress)}>
                <UploadIcon aria-hidden />
                {t("upload")}
              </Button>
            </div>
          ) : null}
          {fileError ? (
            <p role="alert" className="text-sm text-destructive">
              {fileError}
            </p>
          ) : null}
        </section>
      )}

      {thumbnail ? (
        <p className="flex items-center gap-3 text-sm">
          <img src={thumbnail.dataUrl} alt="" className="h-12 rounded" />
          {t("thumbnailChosen", { label: thumbnail.label })}
        </p>
      ) : null}
      {progress ? <UploadProgress fraction={progress.fraction} label={progress.label} /> : null}
      {done ? (
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
          <CheckCircle2Icon className="size-4" aria-hidden />
          {t("uploaded")}
        </p>
      ) : null}
      {chosen?.upload && !progress ? (
        <DeliverPanel
          key={chosen.upload.mediaId}
          request={chosen}
          upload={chosen.upload}
          onDelivered={async () => {
            setDone(false);
            setDeliveredTo(chosen.recipientName);
            setRequestId("");
            await Promise.all([utils.videoRequests.studio.invalidate(), utils.videoRequests.inbox.invalidate()]);
          }}
        />
      ) : null}
      {deliveredTo ? (
        <div role="status" className="flex flex-col gap-2 rounded-xl border border-emerald-600/40 bg-emerald-50 p-4 text-sm dark:bg-emerald-950/30">
          <p className="flex items-center gap-2 font-medium text-emerald-800 dark:text-emerald-300">
            <CheckCircle2Icon className="size-4" aria-hidden />
            {tFlow("deliver.delivered", { name: deliveredTo })}
          </p>
          <Link href="/creator/content" className={buttonVariants({ variant: "outline", size: "sm", className: "self-start" })}>
            {tFlow("deliver.toInbox")}
          </Link>
        </div>
      ) : null}

      <StudioMediaList />

      <Dialog open={picking !== null} onOpenChange={(open) => !open && setPicking(null)}>
        <DialogContent closeLabel={t("close")} className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{t("thumbnailTitle")}</DialogTitle>
            <DialogDescription>{t("thumbnailDescription")}</DialogDescription>
          </DialogHeader>
          {picking ? (
            <ThumbnailSelector
              video={picking.blob}
              durationHint={picking.duration}
              onSave={async (chosen) => {
                setThumbnail(chosen);
                setPicking(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
