/**
 * What may be uploaded, shared by the browser (to refuse early and size chunks) and the server
 * (which decides). Types are recognised from the file's bytes, never from its name.
 */
export const VIDEO_MIME_TYPES = ["video/webm", "video/mp4", "video/quicktime"] as const;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];
type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export type MediaMimeType = VideoMimeType | ImageMimeType;

/** 500 MiB: three minutes at the recorder's 2.5 Mbps is about 56 MB, a phone's 4K clip far more. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
/** 10 MiB for thumbnails, avatars and banners. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The browser sends an upload in chunks of this size; a lost connection resumes at the last one received. */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Per account: uploads started but not finished (touched within the last day) at one time, enough for
 * a post's ten pictures and three videos; and bytes declared by the uploads started in the last 24 hours.
 */
export const MAX_OPEN_UPLOADS = 20;
export const UPLOAD_BYTES_PER_DAY = 2 * 1024 * 1024 * 1024;

export const MEDIA_KINDS = ["video", "thumbnail", "avatar", "banner", "post_image", "post_video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Kinds that hold a video (processed into renditions once uploaded): a request's video and a post's. */
export const isVideoKind = (kind: MediaKind) => kind === "video" || kind === "post_video";

export const maxBytesFor = (kind: MediaKind) => (isVideoKind(kind) ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES);
export const acceptedTypesFor = (kind: MediaKind): readonly MediaMimeType[] =>
  isVideoKind(kind) ? VIDEO_MIME_TYPES : IMAGE_MIME_TYPES;
