import { useTranslations } from "next-intl";
import { ClickToPlayClip } from "@/components/media/click-to-play-clip";
import { clock } from "@/lib/media/clock";
import { cn } from "@/lib/utils";
import type { PreviewVideo } from "@/server/services/creators/list-previews";

/**
 * A creator's sample clip: its poster with a play button, then its title, occasion and length. It has no
 * "use client" of its own, so it renders on the server on the creator page and in the browser in the quick view.
 */
export function SampleClip({ clip, sizes, compact = false }: { clip: PreviewVideo; sizes: string; compact?: boolean }) {
  const tClip = useTranslations("clip");
  const occasions = useTranslations("booking.occasions");
  return (
    <figure className={cn("flex min-w-0 flex-col", compact ? "gap-1.5" : "gap-2")}>
      <ClickToPlayClip
        posterUrl={clip.thumbnailUrl}
        videoUrl={clip.videoUrl}
        title={clip.title}
        playLabel={tClip("play", { title: clip.title })}
        sizes={sizes}
        className="rounded-lg"
      />
      <figcaption className={cn("flex min-w-0 flex-col", compact && "text-xs")}>
        <span className={cn("font-medium", compact ? "line-clamp-1" : "leading-snug")}>{clip.title}</span>
        <span className={cn("text-muted-foreground", !compact && "text-sm")}>
          {occasions.has(clip.occasion) ? occasions(clip.occasion) : clip.occasion}
          {" · "}
          <time dateTime={`PT${clip.durationSeconds}S`} aria-label={tClip("duration", { seconds: clip.durationSeconds })}>
            {clock(clip.durationSeconds)}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}
