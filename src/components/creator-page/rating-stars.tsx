import { cn } from "@/lib/utils";

/** Five stars, as many filled as the rating rounded to a whole number (the `.rating-stars` rule in globals.css); the label reads it out. */
export function RatingStars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={label}
      className={cn("rating-stars", className)}
      style={{ "--rating-filled": `${filled * 20}%` } as React.CSSProperties}
    />
  );
}
