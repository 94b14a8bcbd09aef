import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { togglePostLike } from "@/server/services/posts/toggle-like";

/** POST /api/creator/posts/{postId}/like -> { likesCount, liked }: toggles the signed-in reader's like. */
export const POST = rest<{ postId: string }>(async ({ db, actor }, { postId }) => {
  return togglePostLike({ db, actor: await actor(), input: { postId } });
});

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
