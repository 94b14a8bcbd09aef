"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { uploadFile } from "@/components/media/upload/upload-file";
import { UploadProgress } from "@/components/media/upload/upload-progress";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/i18n/navigation";
import { MAX_VIDEO_BYTES, VIDEO_MIME_TYPES } from "@/lib/media/limits";
import { mediaFileUrl } from "@/lib/media/renditions";
import { api } from "@/trpc/react";

/**
 * Delivers a request: a video already uploaded for it in the studio (with its thumbnail) is offered first and
 * delivered as it is; otherwise the creator picks the file (or records it in the studio), it is uploaded with
 * the studio's resumable upload for this request, then `onUploaded` delivers it (capture and notice).
 */
export function DeliverDialog({
  requestId,
  onOpenChange,
  onUploaded,
}: {
  requestId: string | null;
  onOpenChange: (open: boolean) => void;
  onUploaded: (mediaId: string) => Promise<void>;
}) {
  const t = useTranslations("inbox.deliver");
  const [file, setFile] = useState<File | null>(null);
  const [fraction, setFraction] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tFlow = useTranslations("studioFlow.inboxDeliver");
  const uploaded = api.videoRequests.upload.useQuery({ requestId: requestId ?? "" }, { enabled: requestId !== null, retry: false });
  const [sending, setSending] = useState(false);

  async function deliverUploaded(mediaId: string) {
    setError(null);
    setSending(true);
    try {
      await onUploaded(mediaId);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t("failed"));
    } finally {
      setSending(false);
    }
  }

  async function deliver() {
    if (!file || !requestId) return;
    if (file.size > MAX_VIDEO_BYTES) {
      setError(t("tooLarge"));
      return;
    }
    setError(null);
    try {
      const { id } = await uploadFile({ target: { kind: "request", requestId }, file, onProgress: setFraction, fallbackError: t("failed") });
      await onUploaded(id);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t("failed"));
    } finally {
      setFraction(null);
    }
  }

  return (
    <Dialog open={requestId !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {uploaded.isPending && requestId !== null ? (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            {tFlow("checking")}
          </p>
        ) : uploaded.data ? (
          <div className="flex flex-col gap-3 rounded-lg border p-3">
            <h3 className="text-sm font-semibold">{tFlow("uploadedTitle")}</h3>
            {uploaded.data.thumbnailId ? (
              <img src={mediaFileUrl(uploaded.data.thumbnailId, "original")} alt={tFlow("thumbnail")} className="aspect-video w-full max-w-64 rounded-md object-cover" />
            ) : null}
            <Button type="button" className="self-start" disabled={sending || fraction !== null} onClick={() => void deliverUploaded(uploaded.data!.mediaId)}>
              {tFlow("deliverUploaded")}
            </Button>
            <p className="text-sm text-muted-foreground">{tFlow("orFile")}</p>
          </div>
        ) : null}
        <div className="flex flex-col gap-3">
          <Label htmlFor="deliver-file">{t("file")}</Label>
          <Input
            id="deliver-file"
            type="file"
            accept={VIDEO_MIME_TYPES.join(",")}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-describedby={error ? "deliver-error" : undefined}
          />
          {fraction !== null ? <UploadProgress fraction={fraction} label={t("uploading")} /> : null}
          {error ? (
            <p id="deliver-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Link href={{ pathname: "/creator/studio", query: requestId ? { request: requestId } : {} }} className={buttonVariants({ variant: "link", className: "self-start px-0" })}>
            {t("recordInStudio")}
          </Link>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="button" disabled={!file || fraction !== null || sending} onClick={() => void deliver()}>
              {t("confirm")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
