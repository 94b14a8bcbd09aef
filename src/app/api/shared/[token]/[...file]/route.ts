import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { mediaResponse } from "@/server/http/media-response";
import { openMediaFile } from "@/server/services/media/open-media-file";

/** GET /api/shared/{token}/{file}: a shared video's files for anyone holding a live share link; Range supported. */
export const GET = rest<{ token: string; file: string[] }>(async ({ req, db, actor, providers }, { token, file }) =>
  mediaResponse(
    await openMediaFile({
      db,
      storage: providers.storage,
      actor: await actor(),
      address: { shareToken: token },
      file: file.join("/"),
      rangeHeader: req.headers.get("range"),
    }),
  ),
);

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
