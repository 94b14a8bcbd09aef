import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { reviews, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { createReviewInput } from "@/lib/reviews-input";
import { requestActionInput } from "@/lib/video-requests/request-action-input";

const reviewFields = { id: reviews.id, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt };

/** The fan's own request; anyone else's, or an unknown one, is not found. */
async function fansRequest(db: Db, fan: Actor, requestId: string) {
  const [request] = await db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
  if (!request || request.fanId !== fan.id) throw new AppError("NOT_FOUND", "orders.errors.notFound");
  return request;
}

/** The review the fan left on one of their orders, or null. */
export async function getOrderReview({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof requestActionInput> }) {
  const fan = requireActor(actor);
  const { requestId } = parseInput(requestActionInput, input);
  await fansRequest(db, fan, requestId);
  const [review] = await db.select(reviewFields).from(reviews).where(eq(reviews.videoRequestId, requestId));
  return review ?? null;
}

/**
 * The order's fan reviews it once it is delivered: 1 to 5 stars and a text. One review per order, held by
 * the database's unique index (a second one, even sent twice at once, is refused). The creator's rating
 * and counters follow by the `reviews` trigger.
 */
export async function createReview({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof createReviewInput> }) {
  const fan = requireActor(actor);
  const { requestId, rating, comment } = parseInput(createReviewInput, input);
  const request = await fansRequest(db, fan, requestId);
  if (request.status !== "completed") throw new AppError("CONFLICT", "reviews.errors.notDelivered");
  const [review] = await db
    .insert(reviews)
    .values({ creatorId: request.creatorId, fanId: fan.id, videoRequestId: requestId, rating, comment })
    .onConflictDoNothing({ target: reviews.videoRequestId })
    .returning(reviewFields);
  if (!review) throw new AppError("CONFLICT", "reviews.errors.alreadyReviewed");
  return review;
}
