import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { trackPostView } from "@/server/services/posts/track-view";

/** POST /api/creator/posts/{postId}/view -> { tracked, viewsCount }: once per signed-in reader and post. */
export const POST = rest<{ postId: string }>(async ({ db, actor }, { postId }) => {
  return trackPostView({ db, actor: await actor(), input: { postId } });
});

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
