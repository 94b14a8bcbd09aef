import {
  analyzeFrame,
  DURATION_PLAY_RETRIES_MS,
  DURATION_SEEKABLE_CHECKS,
  DURATION_SEEKABLE_INTERVAL_MS,
  FALLBACK_DURATION_SECONDS,
  type FrameAnalysis,
  THUMBNAIL_LOAD_TIMEOUT_MS,
} from "@/lib/media/thumbnail-scoring";

/** Which §8 message a failure of the thumbnail tool shows. */
export type ThumbnailFailure =
  | "loadFailed"
  | "captureFailed"
  | "uploadFailed"
  | "noDimensions"
  | "loadTimeout"
  | "noDuration"
  | "noTimestamps"
  | "noThumbnails";

export class ThumbnailError extends Error {
  constructor(readonly failure: ThumbnailFailure) {
    super(failure);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads a video's metadata, or fails after 10 s (or at once on a load error). */
export function loadVideo(video: HTMLVideoElement, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ThumbnailError("loadTimeout")), THUMBNAIL_LOAD_TIMEOUT_MS);
    video.onloadeddata = () => {
      clearTimeout(timer);
      resolve();
    };
    video.onerror = () => {
      clearTimeout(timer);
      reject(new ThumbnailError("loadFailed"));
    };
    video.preload = "auto";
    video.muted = true;
    video.src = src;
    video.load();
  });
}

const usable = (duration: number) => Number.isFinite(duration) && duration > 0;

/**
 * The duration, fixing the missing one of browser recordings: seek far past the end, then play/pause at
 * 100, 500 and 1000 ms, then 5 checks of the seekable range 500 ms apart; otherwise the recorder's own count
 * or the 30 s fallback.
 */
export async function resolveDuration(video: HTMLVideoElement, hint?: number): Promise<number> {
  if (usable(video.duration)) return video.duration;
  if (Number.isNaN(video.duration)) throw new ThumbnailError("noDuration");
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    video.addEventListener("durationchange", done, { once: true });
    video.currentTime = Number.MAX_SAFE_INTEGER;
    setTimeout(done, 1000);
  });
  video.currentTime = 0;
  if (usable(video.duration)) return video.duration;
  for (const delay of DURATION_PLAY_RETRIES_MS) {
    await wait(delay);
    await video.play().catch(() => {});
    video.pause();
    if (usable(video.duration)) return video.duration;
  }
  for (let i = 0; i < DURATION_SEEKABLE_CHECKS; i++) {
    if (video.seekable.length > 0 && usable(video.seekable.end(video.seekable.length - 1))) {
      return video.seekable.end(video.seekable.length - 1);
    }
    await wait(DURATION_SEEKABLE_INTERVAL_MS);
  }
  return hint && usable(hint) ? hint : FALLBACK_DURATION_SECONDS;
}

export function seek(video: HTMLVideoElement, time: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 3000);
    video.addEventListener(
      "seeked",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    video.currentTime = time;
  });
}

export interface CapturedFrame {
  blob: Blob;
  dataUrl: string;
  analysis: FrameAnalysis;
}

const ANALYSIS_WIDTH = 160;
const DISPLAY_WIDTH = 320;
const MAX_SAVED_WIDTH = 1920;

function canvasOf(width: number, height: number) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new ThumbnailError("captureFailed");
  return { canvas, ctx };
}

/** The frame on screen now: a JPEG (at `quality`), a small preview and its analysis. */
export async function captureFrame(video: HTMLVideoElement, quality: number): Promise<CapturedFrame> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) throw new ThumbnailError("noDimensions");
  const scale = Math.min(1, MAX_SAVED_WIDTH / width);
  const full = canvasOf(Math.round(width * scale), Math.round(height * scale));
  full.ctx.drawImage(video, 0, 0, full.canvas.width, full.canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => full.canvas.toBlob(resolve, "image/jpeg", quality));
  if (!blob) throw new ThumbnailError("captureFailed");
  const small = canvasOf(DISPLAY_WIDTH, Math.round((DISPLAY_WIDTH * height) / width));
  small.ctx.drawImage(video, 0, 0, small.canvas.width, small.canvas.height);
  const tiny = canvasOf(ANALYSIS_WIDTH, Math.round((ANALYSIS_WIDTH * height) / width));
  tiny.ctx.drawImage(video, 0, 0, tiny.canvas.width, tiny.canvas.height);
  const pixels = tiny.ctx.getImageData(0, 0, tiny.canvas.width, tiny.canvas.height);
  return { blob, dataUrl: small.canvas.toDataURL("image/jpeg", quality), analysis: analyzeFrame(pixels.data, tiny.canvas.width) };
}

/** A small picture of one moment, for the navigation strip. */
export function stripFrame(video: HTMLVideoElement): string {
  const { videoWidth: width, videoHeight: height } = video;
  const small = canvasOf(ANALYSIS_WIDTH, Math.round((ANALYSIS_WIDTH * height) / width));
  small.ctx.drawImage(video, 0, 0, small.canvas.width, small.canvas.height);
  return small.canvas.toDataURL("image/jpeg", 0.7);
}
