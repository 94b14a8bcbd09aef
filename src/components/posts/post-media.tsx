import { pictureSrcSet } from "@/lib/media/renditions";
import { cn } from "@/lib/utils";

/** How wide a picture shows: in a grid's column, or across a reading column (two side by side from `sm`). */
const SIZES = {
  grid: "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw",
  wide: "(min-width: 768px) 672px, 100vw",
  widePair: "(min-width: 768px) 336px, (min-width: 640px) 50vw, 100vw",
};

/**
 * An open post's media: its video (with the thumbnail as poster), else its images (the first only
 * when `compact`), each an uploaded picture's width that fits the screen. Text posts have none.
 * `priority`: the media is the first thing on the screen (the page's largest picture): its first picture loads at once, first.
 */
export function PostMedia({
  title,
  thumbnailUrl,
  images,
  videos,
  compact,
  layout,
  imageAlt,
  priority = false,
}: {
  title: string;
  thumbnailUrl: string | null;
  images: string[];
  videos: string[];
  compact: boolean;
  layout: "grid" | "wide";
  imageAlt: (n: number) => string;
  priority?: boolean;
}) {
  if (videos[0]) {
    return (
      <video
        src={videos[0]}
        poster={thumbnailUrl ?? undefined}
        controls
        preload="none"
        playsInline
        aria-label={title}
        className="aspect-video w-full bg-black object-contain"
      />
    );
  }
  const shown = compact ? images.slice(0, 1) : images;
  if (shown.length === 0) return null;
  return (
    <div className={cn("grid gap-1", shown.length > 1 && "sm:grid-cols-2")}>
      {shown.map((src, i) => (
        <img
          key={src + i}
          src={src}
          srcSet={pictureSrcSet(src)}
          sizes={layout === "grid" ? SIZES.grid : shown.length > 1 ? SIZES.widePair : SIZES.wide}
          alt={imageAlt(i + 1)}
          loading={priority && i === 0 ? "eager" : "lazy"}
          fetchPriority={priority && i === 0 ? "high" : undefined}
          className="aspect-video w-full object-cover"
        />
      ))}
    </div>
  );
}
