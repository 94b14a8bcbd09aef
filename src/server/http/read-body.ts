import "server-only";
import { AppError } from "@/server/errors";

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "edges.bodyTooLarge");

/**
 * A request's body as bytes, at most `maxBytes` of them: a larger declared Content-Length is refused
 * before anything is read, and a stream that goes past the cap is cancelled at that chunk (413), so
 * a body of any size costs at most `maxBytes` of memory.
 */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await req.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The same, as UTF-8 text (malformed sequences become U+FFFD, as `Request.text()` does). */
export async function readTextCapped(req: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyCapped(req, maxBytes));
}
