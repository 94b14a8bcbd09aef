import "server-only";
import { Readable } from "node:stream";
import type { openMediaFile } from "@/server/services/media/open-media-file";

/**
 * How long a browser keeps a file anyone may open: an hour, so a reader scrolling back to the feed does not download
 * its pictures again. Only the reader's browser keeps it (`private`): when a post becomes members-only or is taken
 * down, no shared cache goes on serving it. Files only some may open are never kept (`no-store`).
 */
const OPEN_TO_ALL_CACHE = "private, max-age=3600";

/** The HTTP answer for an opened media file: 200 or 206 with its range (and a delivered video's download name), 416 for a range it cannot meet. */
export function mediaResponse(opened: Awaited<ReturnType<typeof openMediaFile>>): Response {
  if (opened.kind === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { "content-range": `bytes */${opened.size}` } });
  }
  const { stream, size, range, contentType, downloadName, openToAll } = opened;
  const headers = new Headers({
    "content-type": contentType,
    "accept-ranges": "bytes",
    "cache-control": openToAll ? OPEN_TO_ALL_CACHE : "private, no-store",
    "x-content-type-options": "nosniff",
    "content-length": String(range ? range.end - range.start + 1 : size),
  });
  // The readable name (ASCII by construction) a browser saves the download under.
  if (downloadName) headers.set("content-disposition", `attachment; filename="${downloadName}"`);
  if (range) headers.set("content-range", `bytes ${range.start}-${range.end}/${size}`);
  return new Response(Readable.toWeb(stream) as ReadableStream, { status: range ? 206 : 200, headers });
}
