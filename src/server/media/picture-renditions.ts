import "server-only";
import { Readable } from "node:stream";
import sharp from "sharp";
import { type PictureWidth, pictureFile } from "@/lib/media/renditions";
import type { Storage } from "@/server/storage";

/** WebP quality of a resized picture: well under the original's bytes, with no visible loss at its width. */
const WEBP_QUALITY = 75;

/**
 * The storage key of `width`'s WebP rendition of an uploaded picture, made from the original and stored beside
 * it the first time it is asked for (never wider than the original, turned upright by its EXIF orientation).
 * Two first requests at once both make it and write the same bytes. Null when the original is not a picture
 * sharp can read.
 */
export async function pictureRendition(storage: Storage, picture: { id: string; storageKey: string }, width: PictureWidth): Promise<string | null> {
  const key = `media/${picture.id}/${pictureFile(width)}`;
  if ((await storage.size(key)) !== null) return key;
  const original = Buffer.concat(await (await storage.get(picture.storageKey)).toArray());
  try {
    const resized = await sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
    await storage.put(key, Readable.from(resized), "image/webp");
    return key;
  } catch {
    return null;
  }
}
