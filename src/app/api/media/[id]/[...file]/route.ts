import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { mediaResponse } from "@/server/http/media-response";
import { openMediaFile } from "@/server/services/media/open-media-file";

/** GET /api/media/{id}/{file}: a media file for its owner, the request's fan or an admin; Range supported. */
export const GET = rest<{ id: string; file: string[] }>(async ({ req, db, actor, providers }, { id, file }) =>
  mediaResponse(
    await openMediaFile({
      db,
      storage: providers.storage,
      actor: await actor(),
      address: { mediaId: id },
      file: file.join("/"),
      rangeHeader: req.headers.get("range"),
    }),
  ),
);

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
