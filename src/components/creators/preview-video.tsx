"use client";

import { Film } from "lucide-react";
import { useTranslations } from "next-intl";
import { ClickToPlayClip } from "@/components/media/click-to-play-clip";
import { clock } from "@/lib/media/clock";
import type { PreviewVideo } from "@/server/services/creators/list-previews";

/** A poster's width in the quick view: three across in the dialog, or the dialog's width on a narrow phone. */
const POSTER_SIZES = "(min-width: 480px) 200px, 100vw";

/** A sample clip: its poster with a play button, the video fetched only when played. */
export function PreviewVideoPlayer({ preview }: { preview: PreviewVideo }) {
  const tClip = useTranslations("clip");
  const tOccasion = useTranslations("quickView.occasion");
  const occasion = tOccasion.has(preview.occasion) ? tOccasion(preview.occasion) : preview.occasion;
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <ClickToPlayClip
        posterUrl={preview.thumbnailUrl}
        videoUrl={preview.videoUrl}
        title={preview.title}
        playLabel={tClip("play", { title: preview.title })}
        sizes={POSTER_SIZES}
        className="rounded-lg"
      />
      <figcaption className="min-w-0 text-xs">
        <span className="line-clamp-1 font-medium">{preview.title}</span>
        <span className="text-muted-foreground">
          {occasion} ·{" "}
          <time dateTime={`PT${preview.durationSeconds}S`} aria-label={tClip("duration", { seconds: preview.durationSeconds })}>
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
