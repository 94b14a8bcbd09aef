import "server-only";
import type { z } from "zod";
import type { postInput } from "@/lib/post-input";

export type PostInput = z.output<typeof postInput>;

/** The post's type follows its media: a video makes a video post, else an image, else text. */
export function contentTypeOf(input: Pick<PostInput, "images" | "videos">) {
  if (input.videos.length > 0) return "video" as const;
  return input.images.length > 0 ? ("image" as const) : ("text" as const);
}
