import "server-only";
import { requestActionInput } from "@/lib/video-requests/request-action-input";
import { createReview, getOrderReview } from "@/server/services/reviews/order-review";
import { createReviewInput } from "@/lib/reviews-input";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** A fan's review of a delivered order (rules in services/reviews). */
export const reviewsRouter = createTRPCRouter({
  forOrder: protectedProcedure
    .input(requestActionInput)
    .query(({ ctx, input }) => getOrderReview({ db: ctx.db, actor: ctx.actor, input })),
  create: protectedProcedure
    .input(createReviewInput)
    .mutation(({ ctx, input }) => createReview({ db: ctx.db, actor: ctx.actor, input })),
});
