import { cn } from "@/lib/utils";

/**
 * An open post's media: its video (with the thumbnail as poster), else its images (the first only
 * when `compact`). Text posts have none.
 */
export function PostMedia({
  title,
  thumbnailUrl,
  images,
  videos,
  compact,
  imageAlt,
}: {
  title: string;
  thumbnailUrl: string | null;
  images: string[];
  videos: string[];
  compact: boolean;
  imageAlt: (n: number) => string;
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
        <img key={src + i} src={src} alt={imageAlt(i + 1)} loading="lazy" className="aspect-video w-full object-cover" />
      ))}
    </div>
  );
}
