import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionRates, creatorPreviewVideos, creatorProfiles, reviews } from "@/server/db/schema";
import { getHomeShowcase } from "@/server/services/creators/home-showcase";
import { getFeeTable } from "@/server/services/video-requests/fee-table";
import { createCreator, createUser, createVideoRequest } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("the home page's showcase and the public fee table", () => {
  it("states only what the data says: before anything exists, zero and no rating, no clip, no pictures", async () => {
    const showcase = await getHomeShowcase({ db, actor: null });
    expect(showcase.figures).toEqual({ creators: 0, deliveredVideos: 0, averageRating: null });
    expect(showcase.featuredPreview).toBeNull();
    expect(Object.values(showcase.categoryImages).every((image) => image === null)).toBe(true);
  });

  it("counts listed creators, delivered videos and shown reviews; features a verified creator's clip; pictures each category", async () => {
    const star = await createCreator(db, { displayName: "Star", category: "singer", verified: true });
    const newcomer = await createCreator(db, { displayName: "Newcomer", category: "comedian" });
    const fan = await createUser(db);
    await db.update(creatorProfiles).set({ avatarUrl: "/media/avatars/star.svg", bannerUrl: "/media/banners/star.svg" }).where(eq(creatorProfiles.userId, star.id));
    await db.insert(creatorPreviewVideos).values([
      { creatorId: star.id, title: "Happy birthday", occasion: "birthday", videoUrl: "/media/previews/clip-1.mp4", thumbnailUrl: "/media/previews/poster-01.svg", durationSeconds: 6 },
      // Not verified: never featured.
      { creatorId: newcomer.id, title: "Bravo", occasion: "congratulations", videoUrl: "/media/previews/clip-2.mp4", thumbnailUrl: "/media/previews/poster-02.svg", durationSeconds: 5 },
    ]);
    await createVideoRequest(db, fan, star, { status: "completed" });
    await createVideoRequest(db, fan, star, { status: "completed" });
    await createVideoRequest(db, fan, newcomer, { status: "pending" });
    await db.insert(reviews).values([
      { creatorId: star.id, fanId: fan.id, rating: 5 },
      { creatorId: star.id, fanId: fan.id, rating: 4 },
      { creatorId: newcomer.id, fanId: fan.id, rating: 1, removedAt: new Date() },
    ]);

    const showcase = await getHomeShowcase({ db, actor: fan });
    expect(showcase.figures).toEqual({ creators: 2, deliveredVideos: 2, averageRating: 4.5 });
    expect(showcase.featuredPreview).toMatchObject({ creatorId: star.id, creatorName: "Star", posterUrl: "/media/previews/poster-01.svg", videoUrl: "/media/previews/clip-1.mp4" });
    expect(showcase.categoryImages.singer).toBe("/media/banners/star.svg");
    expect(showcase.categoryImages.comedian).toBeNull();
  });

  it("works the example video through the price rules at the commission in force", async () => {
    await db.insert(commissionRates).values({ basisPoints: 1750, source: "admin" });
    const table = await getFeeTable({ db, actor: null });
    expect(table.commissionBasisPoints).toBe(1750);
    const cents = (tier: string) => {
      const row = table.rows.find((r) => r.tier === tier)!;
      return [row.price, row.delivery, row.serviceFee, row.fanPays, row.commission, row.creatorReceives].map((m) => m.amount);
    };
    expect(cents("standard")).toEqual([10_000, 0, 1_000, 11_000, 1_750, 8_250]);
    expect(cents("express")).toEqual([10_000, 3_000, 1_000, 14_000, 2_275, 10_725]);
    expect(cents("rush")).toEqual([10_000, 5_000, 1_000, 16_000, 2_625, 12_375]);
  });
});
