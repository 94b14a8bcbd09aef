/* What a creator writes in a post: parsed by the posts services and, with the same schema, by the post form. */
import { z } from "zod";
import { POST_BODY_MAX, POST_DESCRIPTION_MAX, POST_MAX_IMAGES, POST_MAX_VIDEOS, POST_TITLE_MAX } from "@/lib/post-limits";

/**
 * A media address: a path on this site or an http(s) URL. New media must be the creator's own uploads
 * (`/api/media/{id}/original`, checked when the post is saved); older posts keep the addresses they hold.
 */
const mediaUrl = z
  .string()
  .trim()
  .max(2000, "posts.validation.mediaUrl")
  .refine((value) => {
    if (value.startsWith("/")) return !value.startsWith("//");
    try {
      return ["https:", "http:"].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, "posts.validation.mediaUrl");

/** What a creator writes: the post form, create and edit alike. */
export const postInput = z.object({
  title: z
    .string("posts.validation.titleRequired")
    .trim()
    .min(1, "posts.validation.titleRequired")
    .max(POST_TITLE_MAX, "posts.validation.titleLength"),
  description: z.string().trim().max(POST_DESCRIPTION_MAX, "posts.validation.descriptionLength").default(""),
  body: z.string().trim().max(POST_BODY_MAX, "posts.validation.bodyLength").default(""),
  images: z.array(mediaUrl).max(POST_MAX_IMAGES, "posts.validation.tooManyImages").default([]),
  videos: z.array(mediaUrl).max(POST_MAX_VIDEOS, "posts.validation.tooManyVideos").default([]),
  isPublic: z.boolean("posts.validation.audience"),
  accessTierIds: z.array(z.uuid("posts.validation.tier")).max(20, "posts.validation.tier").default([]),
  status: z.enum(["draft", "published"], "posts.validation.status"),
});
