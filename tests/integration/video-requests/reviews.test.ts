import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creatorProfiles, reviews } from "@/server/db/schema";
import { listCreatorReviews } from "@/server/services/creators/list-creator-reviews";
import { createReview, getOrderReview } from "@/server/services/reviews/order-review";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { deliveredRequest, paidRequest } from "./support";

const db = await useTestDb();

const counters = async (creatorId: string) => {
  const [row] = await db
    .select({ total: creatorProfiles.totalReviews, sum: creatorProfiles.ratingSum, average: creatorProfiles.averageRating })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId));
  return row!;
};

describe("a fan's review of a delivered order", () => {
  it("the order's fan reviews it once; the creator's rating and counters follow and the creator page shows it", async () => {
    const { fan, creator, request } = await deliveredRequest(db);
    expect(await getOrderReview({ db, actor: fan, input: { requestId: request.id } })).toBeNull();
    const review = await createReview({ db, actor: fan, input: { requestId: request.id, rating: 4, comment: "  Mèsi anpil, bèl mesaj!  " } });
    expect(review).toMatchObject({ rating: 4, comment: "Mèsi anpil, bèl mesaj!" });
    expect(await counters(creator.id)).toEqual({ total: 1, sum: 4, average: 4 });
    expect(await getOrderReview({ db, actor: fan, input: { requestId: request.id } })).toMatchObject({ id: review.id });

    const second = await deliveredRequest(db, { currency: "HTG" });
    const [other] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, second.creator.id));
    expect(other!.totalReviews).toBe(0);
    const page = await listCreatorReviews({ db, actor: null, input: { creatorId: creator.id } });
    expect(page.reviews.map((r) => r.comment)).toEqual(["Mèsi anpil, bèl mesaj!"]);
  });

  it("refuses a second review, even sent twice at once, and changes nothing", async () => {
    const { fan, creator, request } = await deliveredRequest(db);
    const input = { requestId: request.id, rating: 5, comment: "Wonderful video." };
    const results = await Promise.allSettled([createReview({ db, actor: fan, input }), createReview({ db, actor: fan, input })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    await expect(createReview({ db, actor: fan, input: { ...input, rating: 1 } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "reviews.errors.alreadyReviewed",
    });
    expect(await db.select().from(reviews).where(eq(reviews.videoRequestId, request.id))).toHaveLength(1);
    expect(await counters(creator.id)).toEqual({ total: 1, sum: 5, average: 5 });
  });

  it("refuses before delivery, another fan, the creator, a guest and bad input", async () => {
    const paid = await paidRequest(db);
    await expect(createReview({ db, actor: paid.fan, input: { requestId: paid.request.id, rating: 5, comment: "Too early" } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "reviews.errors.notDelivered",
    });
    const { creator, fan, request } = await deliveredRequest(db);
    for (const actor of [await createUser(db), creator]) {
      await expect(createReview({ db, actor, input: { requestId: request.id, rating: 5, comment: "Not mine" } })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    await expect(createReview({ db, actor: null, input: { requestId: request.id, rating: 5, comment: "Guest" } })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    for (const [rating, comment, field, key] of [
      [0, "Fine video", "rating", "reviews.validation.rating"],
      [6, "Fine video", "rating", "reviews.validation.rating"],
      [4.5, "Fine video", "rating", "reviews.validation.rating"],
      [4, "  ", "comment", "reviews.validation.commentShort"],
      [4, "x".repeat(1001), "comment", "reviews.validation.commentLong"],
    ] as const) {
      await expect(createReview({ db, actor: fan, input: { requestId: request.id, rating, comment } })).rejects.toMatchObject({
        code: "VALIDATION",
        fieldErrors: { [field]: key },
      });
    }
    expect(await counters(creator.id)).toEqual({ total: 0, sum: 0, average: null });
  });
});
