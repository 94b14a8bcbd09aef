import { randomBytes } from "node:crypto";
import { once } from "node:events";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { keepHistoryOnFlush } from "./compression-flush";

/** Page-like chunks: each repeats what the ones before it held (as markup repeats its class names), plus a little of its own. */
const shared = randomBytes(1_500).toString("hex");
const chunk = (i: number) => Buffer.from(`<li data-i="${i}">${shared}</li>`);

/** Writes `chunks` to a gzip stream with a bare `flush()` after each, as the compression middleware does. */
async function streamed(chunks: Buffer[]) {
  const gzip = zlib.createGzip();
  const out: Buffer[] = [];
  const sizesAfterFlush: number[] = [];
  gzip.on("data", (data: Buffer) => out.push(data));
  for (const piece of chunks) {
    gzip.write(piece);
    await new Promise<void>((resolve) => gzip.flush(() => resolve()));
    sizesAfterFlush.push(zlib.gunzipSync(Buffer.concat(out), { finishFlush: zlib.constants.Z_SYNC_FLUSH }).length);
  }
  gzip.end();
  await once(gzip, "end");
  return { body: Buffer.concat(out), sizesAfterFlush };
}

describe("keepHistoryOnFlush", () => {
  const chunks = Array.from({ length: 30 }, (_, i) => chunk(i));
  const whole = Buffer.concat(chunks);

  it("keeps a streamed page about as small as one compressed in one piece", async () => {
    const before = await streamed(chunks);
    keepHistoryOnFlush();
    keepHistoryOnFlush();
    const after = await streamed(chunks);
    const onePiece = zlib.gzipSync(whole).length;
    expect(before.body.length).toBeGreaterThan(onePiece * 10);
    expect(after.body.length).toBeLessThan(onePiece * 1.5);
    expect(zlib.gunzipSync(after.body).equals(whole)).toBe(true);
  });

  it("still hands the reader every byte written before each flush", async () => {
    keepHistoryOnFlush();
    const { sizesAfterFlush } = await streamed(chunks);
    let written = 0;
    expect(sizesAfterFlush).toEqual(chunks.map((piece) => (written += piece.length)));
  });

  it("leaves a flush that names its kind as asked", async () => {
    keepHistoryOnFlush();
    const gzip = zlib.createGzip();
    const out: Buffer[] = [];
    gzip.on("data", (data: Buffer) => out.push(data));
    for (const piece of chunks) {
      gzip.write(piece);
      await new Promise<void>((resolve) => gzip.flush(zlib.constants.Z_FULL_FLUSH, () => resolve()));
    }
    gzip.end();
    await once(gzip, "end");
    expect(Buffer.concat(out).length).toBeGreaterThan(zlib.gzipSync(whole).length * 10);
  });
});
