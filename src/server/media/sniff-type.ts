import "server-only";
import type { MediaMimeType } from "../../lib/media/limits";

/** How many leading bytes `sniffMimeType` needs to decide. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Top-level QuickTime atoms a .mov may open with when it has no `ftyp` box. */
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

/**
 * The media type from a file's first bytes (magic numbers), or null when it is none of the accepted
 * ones. The file's name and the browser's claimed type are never consulted.
 */
export function sniffMimeType(head: Uint8Array): MediaMimeType | null {
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML header; the DocType element says webm (Matroska is not accepted).
    return ascii(head, 0, SNIFF_BYTES).includes("webm") ? "video/webm" : null;
  }
  if (head.length >= 12 && ascii(head, 4, 4) === "ftyp") {
    return ascii(head, 8, 4) === "qt  " ? "video/quicktime" : "video/mp4";
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 4))) return "video/quicktime";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "image/webp";
  return null;
}
