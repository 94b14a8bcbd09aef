import { cn } from "@/lib/utils";

/**
 * The creator's picture, or their initials on a tinted square when they have none. Decorative: the name is beside it.
 * `priority` is for a picture in the first screen (the page's largest one): loaded at once and first, not lazily.
 */
export function CreatorAvatar({ image, name, className, priority = false }: { image: string | null; name: string; className?: string; priority?: boolean }) {
  if (image) {
    return (
      <img
        src={image}
        alt=""
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("bg-muted object-cover", className)}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <span
      aria-hidden
      data-initials
      className={cn("flex items-center justify-center bg-secondary font-semibold text-secondary-foreground", className)}
    >
      {initials}
    </span>
  );
}
