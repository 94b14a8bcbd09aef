/* What rating an order sends (reviews.create): parsed by the service and, with the same schema, by the fan's review form. */
import { z } from "zod";
import { requestActionInput } from "@/lib/video-requests/request-action-input";
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "./reviews";

export const createReviewInput = requestActionInput.extend({
  rating: z.number().int("reviews.validation.rating").min(REVIEW_RATING_MIN, "reviews.validation.rating").max(REVIEW_RATING_MAX, "reviews.validation.rating"),
  comment: z
    .string()
    .trim()
    .min(REVIEW_COMMENT_MIN, "reviews.validation.commentShort")
    .max(REVIEW_COMMENT_MAX, "reviews.validation.commentLong"),
});
