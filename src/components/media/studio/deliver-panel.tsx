"use client";

import { SendIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/mutation-error";
import { Button } from "@/components/ui/button";
import { mediaFileUrl } from "@/lib/media/renditions";
import { api } from "@/trpc/react";
import type { StudioRequest } from "./request-brief";

/**
 * The last step in the studio: the video uploaded for the request (with the thumbnail chosen for it) is
 * delivered once the creator confirms; the fan is then charged, notified and watches it.
 */
export function DeliverPanel({
  request,
  upload,
  onDelivered,
}: {
  request: StudioRequest;
  upload: NonNullable<StudioRequest["upload"]>;
  onDelivered: () => Promise<void>;
}) {
  const t = useTranslations("studioFlow.deliver");
  const errorText = useErrorText();
  const deliver = api.videoRequests.deliver.useMutation({ onSuccess: onDelivered });
  return (
    <section aria-labelledby="studio-deliver" className="flex flex-col gap-3 rounded-xl border-2 border-primary/50 p-4" data-testid="deliver-panel">
      <h2 id="studio-deliver" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {upload.thumbnailId ? (
          <img src={mediaFileUrl(upload.thumbnailId, "original")} alt={t("thumbnail")} className="aspect-video w-full rounded-md object-cover sm:w-48" />
        ) : null}
        <div className="flex flex-col gap-2 text-sm">
          <p className="font-medium">{t("uploaded", { name: request.recipientName })}</p>
          {upload.thumbnailId ? null : <p className="text-muted-foreground">{t("noThumbnail")}</p>}
          <p className="text-muted-foreground">{t("description")}</p>
          <p className="text-muted-foreground">{t("replace")}</p>
        </div>
      </div>
      {deliver.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(deliver.error, t("failed"))}
        </p>
      ) : null}
      <Button type="button" className="self-start" disabled={deliver.isPending} onClick={() => deliver.mutate({ requestId: request.id, mediaId: upload.mediaId })}>
        <SendIcon aria-hidden />
        {deliver.isPending ? t("delivering") : t("confirm", { name: request.recipientName })}
      </Button>
    </section>
  );
}
