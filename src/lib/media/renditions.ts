/** The HLS renditions every processed video gets, highest first, and the player's choices among them. */
export const HLS_HEIGHTS = [720, 540, 360] as const;
export const STREAM_QUALITIES = ["auto", "720p", "540p", "360p"] as const;
export type StreamQuality = (typeof STREAM_QUALITIES)[number];

/**
 * The widths a picture is also served at, as WebP (`w640.webp`), for a `srcset`; each is made when first asked for.
 * 828 is a full-width picture on a phone 375 to 414 px wide at about 2x, which would otherwise take 1080.
 */
const PICTURE_WIDTHS = [384, 640, 828, 1080] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export const pictureFile = (width: PictureWidth) => `w${width}.webp`;
const PICTURE_FILES = `w(${PICTURE_WIDTHS.join("|")})\\.webp`;
const PICTURE_FILE = new RegExp(`^${PICTURE_FILES}$`);
/** The width a `pictureFile` name asks for, or null for any other file. */
export function pictureWidthOf(file: string): PictureWidth | null {
  const match = PICTURE_FILE.exec(file);
  return match ? (Number(match[1]) as PictureWidth) : null;
}

/** The files a media serves, relative to its address; anything else is refused. */
export const MEDIA_FILE_PATTERN = new RegExp(
  `^(original|download\\.mp4|poster\\.jpg|hls\\/master\\.m3u8|hls\\/(720|540|360)p\\/(index\\.m3u8|seg_\\d{3,5}\\.ts)|${PICTURE_FILES})$`,
);

/** Where a media's files are served (the player adds `original`, `hls/master.m3u8`, ...): by id, or by share token. */
export const mediaBaseUrl = (mediaId: string) => `/api/media/${mediaId}`;
export const sharedBaseUrl = (token: string) => `/api/shared/${token}`;
export const mediaFileUrl = (mediaId: string, file: string) => `${mediaBaseUrl(mediaId)}/${file}`;
/** The media id an address made by `mediaFileUrl(id, file)` names, or null for any other address. */
export function mediaIdOfFileUrl(url: string, file: string): string | null {
  const match = /^\/api\/media\/([0-9a-f-]{36})\/(.+)$/.exec(url);
  return match && match[2] === file ? match[1]! : null;
}

/** A `srcset` of an uploaded picture's widths (its address ends in `/original`); undefined for any other address. */
export function pictureSrcSet(url: string): string | undefined {
  const mediaId = mediaIdOfFileUrl(url, "original");
  return mediaId ? PICTURE_WIDTHS.map((width) => `${mediaFileUrl(mediaId, pictureFile(width))} ${width}w`).join(", ") : undefined;
}
