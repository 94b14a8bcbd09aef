"use client";

import { Play } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { isOptimizableImage } from "@/lib/media/optimizable-image";

/**
 * A sample clip on the home page: its poster (loaded first; a JPEG is resized for the screen by the image optimizer, an SVG
 * is served as it is) with a play button; the video itself is fetched only when played.
 */
export function FeaturedClip({ posterUrl, videoUrl, playLabel, title }: { posterUrl: string; videoUrl: string; playLabel: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <video controls autoPlay playsInline poster={posterUrl} aria-label={title} className="aspect-video w-full bg-black object-cover">
        <source src={videoUrl} type="video/mp4" />
      </video>
    );
  }
  return (
    <button type="button" onClick={() => setPlaying(true)} className="group relative block aspect-video w-full overflow-hidden bg-black outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
      <Image
        src={posterUrl}
        alt=""
        fill
        loading="eager"
        fetchPriority="high"
        unoptimized={!isOptimizableImage(posterUrl)}
        sizes="(min-width: 1024px) 480px, 100vw"
        className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-background/90 text-primary shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden className="ml-1 size-7 fill-current" />
        </span>
      </span>
      <span className="sr-only">{playLabel}</span>
    </button>
  );
}
