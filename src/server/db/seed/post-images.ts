import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import type { Storage } from "../../storage/storage";
import { escapeHtml } from "../../../lib/escape-html";
import { CATEGORY_HUE, hex } from "./category-colours";
import { hashNumber } from "./deterministic";
import { avatarUrl } from "./media";
import type { PostImageSpec } from "./posts";

/**
 * The seeded posts' pictures, drawn offline at seed time: the post's title, the creator's portrait and
 * name on their category's colours, in one of three layouts. They go through the same storage and
 * `media` rows as a creator's uploaded post pictures (kind post_image, WebP), so they are served, and
 * locked, like any upload. A picture already in storage is not drawn again.
 */

const WIDTH = 1024;
const HEIGHT = 576;
const PORTRAIT = 168;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export interface PostImageRow {
  id: string;
  ownerId: string;
  kind: "post_image";
  mimeType: "image/webp";
  sizeBytes: number;
  receivedBytes: number;
  width: number;
  height: number;
  status: "ready";
  storageKey: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Lines of at most `width` characters, breaking between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** The title in up to three lines no wider than `maxWidth` (DejaVu Sans Bold runs about 0.62 em a letter). */
function titleLines(text: string, x: number, y: number, size: number, maxWidth: number, anchor: "start" | "middle" = "start") {
  return wrap(text, Math.floor(maxWidth / (size * 0.62)))
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.18}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join("");
}

/** The background, shapes and words of one picture; the portrait is laid over it at `portraitAt`. */
function layout(spec: PostImageSpec): { svg: string; portraitAt: { left: number; top: number } } {
  const seed = hashNumber(spec.mediaId);
  const hue = (CATEGORY_HUE[spec.category] + (seed % 50) - 25 + 360) % 360;
  const [a, b, c] = [hex(hue, 70, 46), hex((hue + 40) % 360, 62, 22), hex((hue + 180) % 360, 80, 62)];
  const name = `<text x="{X}" y="{Y}" text-anchor="{A}" font-family="${FONT}" font-size="28" fill="#fff" fill-opacity="0.9">${escapeHtml(spec.name)}</text>`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
  switch (spec.variant % 3) {
    case 0: {
      const r = 160 + (seed % 90);
      return {
        svg: `${open}${gradient}<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${820 + (seed % 80)}" cy="${120 + (seed % 60)}" r="${r}" fill="${c}" fill-opacity="0.22"/>
<circle cx="${900 - (seed % 120)}" cy="${470}" r="${r / 2}" fill="#fff" fill-opacity="0.08"/>
${titleLines(spec.title, 56, 110, 54, 720)}
${name.replace("{X}", String(56 + PORTRAIT + 24)).replace("{Y}", String(HEIGHT - 80)).replace("{A}", "start")}</svg>`,
        portraitAt: { left: 56, top: HEIGHT - PORTRAIT - 40 },
      };
    }
    case 1: {
      const stripes = Array.from({ length: 9 }, (_, i) => {
        const x = 560 + i * 56;
        return `<rect x="${x}" y="0" width="28" height="${HEIGHT}" fill="${i % 2 ? c : "#fff"}" fill-opacity="${0.06 + ((seed >> i) % 5) * 0.03}" transform="skewX(-12)"/>`;
      }).join("");
      return {
        svg: `${open}${gradient}<rect width="100%" height="100%" fill="${b}"/>
<rect width="600" height="100%" fill="url(#g)"/>${stripes}
${titleLines(spec.title, 48, 150, 46, 520)}
${name.replace("{X}", "48").replace("{Y}", String(HEIGHT - 56)).replace("{A}", "start")}</svg>`,
        portraitAt: { left: WIDTH - PORTRAIT - 72, top: (HEIGHT - PORTRAIT) / 2 },
      };
    }
    default: {
      const rings = Array.from({ length: 6 }, (_, i) => `<circle cx="${WIDTH / 2}" cy="210" r="${110 + i * 48}" fill="none" stroke="${i % 2 ? c : "#fff"}" stroke-opacity="${0.25 - i * 0.03}" stroke-width="${10 - i}"/>`).join("");
      return {
        svg: `${open}${gradient}<rect width="100%" height="100%" fill="url(#g)"/>${rings}
${titleLines(spec.title, WIDTH / 2, 400, 44, 900, "middle")}
${name.replace("{X}", String(WIDTH / 2)).replace("{Y}", String(HEIGHT - 36)).replace("{A}", "middle")}</svg>`,
        portraitAt: { left: (WIDTH - PORTRAIT) / 2, top: 210 - PORTRAIT / 2 },
      };
    }
  }
}

const CIRCLE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT}" height="${PORTRAIT}"><circle cx="${PORTRAIT / 2}" cy="${PORTRAIT / 2}" r="${PORTRAIT / 2}"/></svg>`,
);

/** The creator's portrait (their seeded avatar file) as a round PNG; null when there is none. */
async function roundPortrait(handle: string): Promise<Buffer | null> {
  const file = path.join(process.cwd(), "public", avatarUrl(handle));
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return null;
  return sharp(bytes).resize(PORTRAIT, PORTRAIT).composite([{ input: CIRCLE, blend: "dest-in" }]).png().toBuffer();
}

async function draw(spec: PostImageSpec, portrait: Buffer | null): Promise<Buffer> {
  const { svg, portraitAt } = layout(spec);
  const picture = sharp(Buffer.from(svg));
  if (portrait) picture.composite([{ input: portrait, ...portraitAt }]);
  return picture.webp({ quality: 74, effort: 2 }).toBuffer();
}

/** Draws and stores every picture not stored yet; returns their media rows. */
export async function storePostImages(storage: Storage, specs: PostImageSpec[]): Promise<PostImageRow[]> {
  const portraits = new Map<string, Promise<Buffer | null>>();
  const portraitOf = (handle: string) => {
    if (!portraits.has(handle)) portraits.set(handle, roundPortrait(handle));
    return portraits.get(handle)!;
  };
  return Promise.all(
    specs.map(async (spec): Promise<PostImageRow> => {
      const storageKey = `media/${spec.mediaId}/original`;
      let size = await storage.size(storageKey);
      if (size === null) {
        const bytes = await draw(spec, await portraitOf(spec.handle));
        await storage.put(storageKey, Readable.from(bytes), "image/webp");
        size = bytes.length;
      }
      return {
        id: spec.mediaId,
        ownerId: spec.creatorId,
        kind: "post_image",
        mimeType: "image/webp",
        sizeBytes: size,
        receivedBytes: size,
        width: WIDTH,
        height: HEIGHT,
        status: "ready",
        storageKey,
        createdAt: spec.createdAt,
        updatedAt: spec.createdAt,
      };
    }),
  );
}
