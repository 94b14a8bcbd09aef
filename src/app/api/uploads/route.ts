import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { createUpload } from "@/server/services/media/uploads";

/** POST /api/uploads {target, sizeBytes} -> {id, sizeBytes, receivedBytes, chunkBytes}: starts a resumable upload. */
export const POST = rest(async ({ db, actor, body }) => createUpload({ db, actor: await actor(), input: unparsed(body) }), {
  session: "required",
});

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
