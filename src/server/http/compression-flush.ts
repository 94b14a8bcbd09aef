import "server-only";
import zlib from "node:zlib";

type Flush = (kind?: number | (() => void), callback?: () => void) => void;

const patched = new WeakSet<object>();

/**
 * Next.js compresses pages with the `compression` middleware and flushes it after every chunk a page
 * streams, with `flush()`: Node runs that as Z_FULL_FLUSH, which also makes the compressor forget what it
 * has seen, so each chunk is compressed as if it were alone. A creator page streamed in 14 chunks weighed
 * 27.8 KiB gzipped instead of 21.7 KiB in one piece (issue #14). A flush that names no kind becomes
 * Z_SYNC_FLUSH: the browser still gets every byte written so far at once, and the history is kept.
 * Callers that name a kind get it. Safe to call more than once.
 */
export function keepHistoryOnFlush() {
  for (const create of [zlib.createGzip, zlib.createDeflate]) {
    const stream = create();
    const prototype = Object.getPrototypeOf(stream) as { flush: Flush };
    stream.close();
    if (patched.has(prototype)) continue;
    patched.add(prototype);
    const flush = prototype.flush;
    prototype.flush = function (this: zlib.Gzip, kind, callback) {
      if (kind === undefined || typeof kind === "function") return flush.call(this, zlib.constants.Z_SYNC_FLUSH, kind ?? callback);
      return flush.call(this, kind, callback);
    };
  }
}
