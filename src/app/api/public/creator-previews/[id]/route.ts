import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { listPreviews } from "@/server/services/creators/list-previews";

/**
 * GET /api/public/creator-previews/{id} -> [{ id, title, occasion, thumbnail_url, video_url, duration }]; unknown creator 404.
 * Public: the previews read the same for everyone, so the caller's session is not looked up.
 */
export const GET = rest<{ id: string }>(async ({ db }, { id }) => {
  const previews = await listPreviews({ db, actor: null, input: { creatorId: id } });
  return previews.map((preview) => ({
    id: preview.id,
    title: preview.title,
    occasion: preview.occasion,
    thumbnail_url: preview.thumbnailUrl,
    video_url: preview.videoUrl,
    duration: preview.durationSeconds,
  }));
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
