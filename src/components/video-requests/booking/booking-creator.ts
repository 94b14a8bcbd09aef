import type { RouterOutputs } from "@/trpc/react";

type CreatorPage = RouterOutputs["creators"]["page"];

/** What the booking screens show of a creator: only real figures from the database. */
export interface BookingCreator {
  id: string;
  name: string;
  avatarUrl: string | null;
  category: string;
  rating: number | null;
  reviews: number;
  deliveredVideos: number;
  responseTimeHours: number;
}

export function bookingCreatorOf(page: CreatorPage, fallbackName: string): BookingCreator {
  const c = page.creator;
  return {
    id: c.id,
    name: c.name ?? fallbackName,
    avatarUrl: c.avatarUrl,
    category: c.category,
    rating: c.averageRating,
    reviews: c.totalReviews,
    deliveredVideos: c.totalVideos,
    responseTimeHours: c.responseTimeHours,
  };
}
