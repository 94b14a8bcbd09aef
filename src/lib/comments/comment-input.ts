import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "@/lib/post-limits";

/** A comment's text as the comment form and comments.create check it: something once trimmed, within the limit. */
export const commentContentInput = z.object({
  content: z.string("comments.validation.empty").trim().min(1, "comments.validation.empty").max(COMMENT_MAX_LENGTH, "comments.validation.tooLong"),
});
