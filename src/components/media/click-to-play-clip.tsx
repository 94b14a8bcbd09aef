"use client";

import { Play } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { isOptimizableImage } from "@/lib/media/optimizable-image";
import { cn } from "@/lib/utils";

/**
 * A sample clip shown as its poster with a play button: the poster is resized for the screen by the image
 * optimizer (a JPEG; an SVG is served as it is) and, unless `priority`, loaded only as it nears the screen;
 * the video itself is fetched only when played, and then starts at once.
 */
export function ClickToPlayClip({
  posterUrl,
  videoUrl,
  title,
  playLabel,
  sizes,
  priority = false,
  className,
}: {
  posterUrl: string | null;
  /** An MP4 file. */
  videoUrl: string;
  title: string;
  playLabel: string;
  /** The poster's width on the screen, as in `<img sizes>`. */
  sizes: string;
  /** The page's main picture: loaded first rather than when near the screen. */
  priority?: boolean;
  className?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = cn("aspect-video w-full overflow-hidden bg-black", className);
  if (playing) {
    return (
      <video controls autoPlay playsInline poster={posterUrl ?? undefined} aria-label={title} className={cn(frame, "object-cover")}>
        <source src={videoUrl} type="video/mp4" />
      </video>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className={cn(frame, "group relative block outline-none focus-visible:ring-[3px] focus-visible:ring-ring")}
    >
      {posterUrl ? (
        <Image
          src={posterUrl}
          alt=""
          fill
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          unoptimized={!isOptimizableImage(posterUrl)}
          sizes={sizes}
          className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      ) : null}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-background/90 text-primary shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden className="ml-0.5 size-5 fill-current" />
        </span>
      </span>
      <span className="sr-only">{playLabel}</span>
    </button>
  );
}
