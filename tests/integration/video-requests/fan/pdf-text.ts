import { inflateSync } from "node:zlib";

/**
 * The text a PDF made by pdf-lib draws, in drawing order: its content streams inflated and their hex
 * strings (`<...> Tj`) read as the standard fonts' WinAnsi (Windows-1252) bytes.
 */
/** Windows-1252's 0x80-0x9F (Node's decoder keeps them as control characters); the rest is Latin-1. */
const HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80] : String.fromCharCode(byte))).join("");

export function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf);
  const texts: string[] = [];
  for (let at = raw.indexOf("stream"); at !== -1; at = raw.indexOf("stream", at + 6)) {
    if (raw.subarray(at - 3, at).toString("latin1") === "end") continue;
    const start = at + (raw[at + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf("endstream", start);
    let body: string;
    try {
      body = inflateSync(raw.subarray(start, end)).toString("latin1");
    } catch {
      body = raw.subarray(start, end).toString("latin1");
    }
    for (const match of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(winAnsi(Buffer.from(match[1] ?? "", "hex")));
  }
  return texts;
}
