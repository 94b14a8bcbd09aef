"use client";

import { Film } from "lucide-react";
import { useTranslations } from "next-intl";
import type { PreviewVideo } from "@/server/services/creators/list-previews";

/** m:ss for a clip's length. */
function clock(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A sample clip: poster until played, the browser's own controls, nothing downloaded before a click. */
export function PreviewVideoPlayer({ preview }: { preview: PreviewVideo }) {
  const t = useTranslations("quickView");
  const tOccasion = useTranslations("quickView.occasion");
  const occasion = tOccasion.has(preview.occasion) ? tOccasion(preview.occasion) : preview.occasion;
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <video
        controls
        preload="none"
        playsInline
        poster={preview.thumbnailUrl ?? undefined}
        aria-label={preview.title}
        className="aspect-video w-full rounded-lg bg-black object-cover"
      >
        <source src={preview.videoUrl} type="video/mp4" />
      </video>
      <figcaption className="min-w-0 text-xs">
        <span className="line-clamp-1 font-medium">{preview.title}</span>
        <span className="text-muted-foreground">
          {occasion} ·{" "}
          <time dateTime={`PT${preview.durationSeconds}S`} aria-label={t("previewDuration", { seconds: preview.durationSeconds })}>
            {clock(preview.durationSeconds)}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}

/** Where a clip would be: the creator has none (or they failed to load). */
export function PreviewPlaceholder() {
  const t = useTranslations("quickView");
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed bg-muted text-xs text-muted-foreground">
      <Film aria-hidden className="size-5" />
      {t("noPreview")}
    </div>
  );
}
