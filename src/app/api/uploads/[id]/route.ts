import { routeMethods } from "@/server/http/methods";
import { AppError } from "@/server/errors";
import { readBodyCapped } from "@/server/http/read-body";
import { rest } from "@/server/http/rest";
import { appendUploadChunk, getUploadOffset } from "@/server/services/media/uploads";
import { UPLOAD_CHUNK_BYTES } from "@/lib/media/limits";

/** GET /api/uploads/{id} -> {receivedBytes, sizeBytes, status}: where to resume. */
export const GET = rest<{ id: string }>(async ({ db, actor }, { id }) =>
  getUploadOffset({ db, actor: await actor(), input: { mediaId: id } }),
);

/**
 * PUT /api/uploads/{id} with `Upload-Offset` and the chunk's bytes as the body -> {receivedBytes, status}.
 * A guest is refused before the body is read; the chunk is streamed and refused past UPLOAD_CHUNK_BYTES.
 */
export const PUT = rest<{ id: string }>(
  async ({ req, db, actor, providers }, { id }) => {
    const declared = Number(req.headers.get("content-length") ?? 0);
    if (declared > UPLOAD_CHUNK_BYTES) {
      throw new AppError("VALIDATION", "errors.validation", { chunk: "uploads.validation.chunkSize" });
    }
    const chunk = await readBodyCapped(req, UPLOAD_CHUNK_BYTES);
    return appendUploadChunk({
      db,
      storage: providers.storage,
      actor: await actor(),
      input: { mediaId: id, offset: Number(req.headers.get("upload-offset")) },
      chunk,
    });
  },
  { body: "raw", session: "required" },
);

export const { POST, PATCH, DELETE } = routeMethods({ GET, PUT });
