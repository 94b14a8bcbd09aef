import "server-only";
import { and, avg, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { CATEGORIES, type Category, creatorPreviewVideos, creatorProfiles, reviews, videoRequests } from "@/server/db/schema";

/** The marketplace's own figures, as the home page states them: nothing here is a claim the data does not make. */
export interface MarketplaceFigures {
  /** Listed creators (the ones browse shows). */
  creators: number;
  /** Video requests delivered to their fans. */
  deliveredVideos: number;
  /** The mean of every review still shown (null before the first review). */
  averageRating: number | null;
}

export interface FeaturedPreview {
  creatorId: string;
  creatorName: string;
  creatorImage: string | null;
  title: string;
  occasion: string;
  videoUrl: string;
  posterUrl: string;
  durationSeconds: number;
}

export interface HomeShowcase {
  figures: MarketplaceFigures;
  /** A sample clip of the most-reviewed verified creator who has one with a poster. */
  featuredPreview: FeaturedPreview | null;
  /** Per category, the banner of its most-reviewed listed creator (null when the category has none with a banner). */
  categoryImages: Record<Category, string | null>;
}

/** What the home page shows around the featured creators: real counts, one sample clip and a picture per category. */
export async function getHomeShowcase({ db }: { db: Db; actor: Actor | null }): Promise<HomeShowcase> {
  const [creators, delivered, rating, preview, banners] = await Promise.all([
    db.select({ n: count() }).from(creatorProfiles).where(eq(creatorProfiles.listed, true)),
    db.select({ n: count() }).from(videoRequests).where(eq(videoRequests.status, "completed")),
    db.select({ mean: avg(reviews.rating).mapWith(Number) }).from(reviews).where(isNull(reviews.removedAt)),
    db
      .select({
        creatorId: creatorProfiles.userId,
        creatorName: creatorProfiles.displayName,
        creatorImage: creatorProfiles.avatarUrl,
        title: creatorPreviewVideos.title,
        occasion: creatorPreviewVideos.occasion,
        videoUrl: creatorPreviewVideos.videoUrl,
        posterUrl: creatorPreviewVideos.thumbnailUrl,
        durationSeconds: creatorPreviewVideos.durationSeconds,
      })
      .from(creatorPreviewVideos)
      .innerJoin(creatorProfiles, eq(creatorProfiles.userId, creatorPreviewVideos.creatorId))
      .where(and(eq(creatorProfiles.listed, true), eq(creatorProfiles.verified, true), isNotNull(creatorPreviewVideos.thumbnailUrl)))
      .orderBy(desc(creatorProfiles.totalReviews), creatorProfiles.userId, desc(creatorPreviewVideos.createdAt), creatorPreviewVideos.id)
      .limit(1),
    db
      .selectDistinctOn([creatorProfiles.category], { category: creatorProfiles.category, bannerUrl: creatorProfiles.bannerUrl })
      .from(creatorProfiles)
      .where(and(eq(creatorProfiles.listed, true), isNotNull(creatorProfiles.bannerUrl)))
      .orderBy(creatorProfiles.category, desc(creatorProfiles.totalReviews), sql`${creatorProfiles.userId}`),
  ]);
  const bannerOf = new Map(banners.map((row) => [row.category, row.bannerUrl]));
  const clip = preview[0];
  return {
    figures: {
      creators: creators[0]?.n ?? 0,
      deliveredVideos: delivered[0]?.n ?? 0,
      averageRating: rating[0]?.mean ?? null,
    },
    featuredPreview: clip?.posterUrl ? { ...clip, posterUrl: clip.posterUrl } : null,
    categoryImages: Object.fromEntries(CATEGORIES.map((category) => [category, bannerOf.get(category) ?? null])) as Record<Category, string | null>,
  };
}
