/** The recorder's constants (spec §9). */
export const RECORDER_MAX_SECONDS = 180;
export const RECORDER_VIDEO_BITS_PER_SECOND = 2_500_000;
/** Preferred first; the others for browsers without VP9. */
export const RECORDER_MIME_TYPES = ["video/webm;codecs=vp9,opus", "video/webm;codecs=vp8,opus", "video/webm"] as const;
export const RECORDER_SLICE_MS = 1000;
export const RECORDER_IDEAL_WIDTH = 1920;
export const RECORDER_IDEAL_HEIGHT = 1080;
/** A recording kept in the browser is offered back for this long, then discarded. */
const SAVED_RECORDING_TTL_MS = 30 * 60 * 1000;

export interface SavedRecording {
  blob: Blob;
  /** Seconds. */
  duration: number;
  /** When it was saved, ms since the epoch. */
  timestamp: number;
}

/** Whole minutes since a saved recording was made (at least 1, for the restore notice). */
export const minutesAgo = (timestamp: number, now: number) => Math.max(1, Math.round((now - timestamp) / 60_000));
export const isSavedRecordingFresh = (timestamp: number, now: number) => now - timestamp < SAVED_RECORDING_TTL_MS;
