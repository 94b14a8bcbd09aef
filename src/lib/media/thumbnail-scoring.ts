/** The thumbnail tool's constants and frame scoring (spec §5, §9). */
export const THUMBNAIL_LOAD_TIMEOUT_MS = 10_000;
export const THUMBNAIL_SUGGESTIONS = 6;
const THUMBNAIL_MAX_CANDIDATES = 10;
export const THUMBNAIL_STRIP_FRAMES = 12;
const THUMBNAIL_SPREAD = { from: 0.05, to: 0.95 } as const;
export const CANDIDATE_JPEG_QUALITY = 0.9;
export const CAPTURE_JPEG_QUALITY = 0.95;
export const THUMBNAIL_SLIDER_STEP = 0.01;
export const FALLBACK_DURATION_SECONDS = 30;
export const DURATION_PLAY_RETRIES_MS = [100, 500, 1000] as const;
export const DURATION_SEEKABLE_CHECKS = 5;
export const DURATION_SEEKABLE_INTERVAL_MS = 500;
const BLACK_FRAME_BELOW = 20;
const WHITE_FRAME_ABOVE = 235;
export const SCORE_BADGE_ABOVE = 70;

export interface FrameAnalysis {
  brightness: number;
  contrast: number;
  sharpness: number;
  colorfulness: number;
  isBlackFrame: boolean;
  isWhiteFrame: boolean;
  edgeScore: number;
}

/** How many candidates to make for a requested number: twice as many, at most 10. */
export const candidateCount = (requested: number) => Math.min(requested * 2, THUMBNAIL_MAX_CANDIDATES);

/** `count` moments spread evenly from 5% to 95% of the duration, in seconds. */
export function spreadTimestamps(duration: number, count: number): number[] {
  if (!(duration > 0) || !Number.isFinite(duration) || count < 1) return [];
  const { from, to } = THUMBNAIL_SPREAD;
  if (count === 1) return [Math.round(duration * 50) / 100];
  return Array.from({ length: count }, (_, i) => Math.round(duration * (from + ((to - from) * i) / (count - 1)) * 100) / 100);
}

/** Brightness, contrast, sharpness and colourfulness of RGBA pixels of a `width`-wide frame. */
export function analyzeFrame(data: Uint8ClampedArray, width: number): FrameAnalysis {
  const pixels = data.length / 4;
  const height = Math.max(1, Math.floor(pixels / width));
  const luma = new Float32Array(pixels);
  let sum = 0;
  let rgSum = 0;
  let ybSum = 0;
  let rgSq = 0;
  let ybSq = 0;
  for (let i = 0; i < pixels; i++) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    luma[i] = y;
    sum += y;
    const rg = r - g;
    const yb = 0.5 * (r + g) - b;
    rgSum += rg;
    ybSum += yb;
    rgSq += rg * rg;
    ybSq += yb * yb;
  }
  const brightness = sum / pixels;
  let variance = 0;
  for (let i = 0; i < pixels; i++) variance += (luma[i]! - brightness) ** 2;
  const contrast = Math.sqrt(variance / pixels);
  // Sharpness: mean absolute Laplacian; edge score: share of pixels on a strong edge.
  let laplacian = 0;
  let edges = 0;
  let inner = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = Math.abs(4 * luma[i]! - luma[i - 1]! - luma[i + 1]! - luma[i - width]! - luma[i + width]!);
      laplacian += value;
      if (value > 40) edges++;
      inner++;
    }
  }
  const rgMean = rgSum / pixels;
  const ybMean = ybSum / pixels;
  const rgStd = Math.sqrt(Math.max(0, rgSq / pixels - rgMean ** 2));
  const ybStd = Math.sqrt(Math.max(0, ybSq / pixels - ybMean ** 2));
  // Hasler and Süsstrunk's colourfulness.
  const colorfulness = Math.sqrt(rgStd ** 2 + ybStd ** 2) + 0.3 * Math.sqrt(rgMean ** 2 + ybMean ** 2);
  return {
    brightness,
    contrast,
    sharpness: inner ? laplacian / inner : 0,
    colorfulness,
    isBlackFrame: brightness < BLACK_FRAME_BELOW,
    isWhiteFrame: brightness > WHITE_FRAME_ABOVE,
    edgeScore: inner ? (edges / inner) * 100 : 0,
  };
}

const clamp = (value: number) => Math.max(0, Math.min(100, value));

/** 0-100: the average of brightness near 128, contrast, sharpness and colourfulness near 30; flat frames score 0. */
export function scoreFrame(a: FrameAnalysis): number {
  if (a.isBlackFrame || a.isWhiteFrame) return 0;
  const brightness = clamp(100 - (Math.abs(a.brightness - 128) / 128) * 100);
  const contrast = clamp((a.contrast / 64) * 100);
  const sharpness = clamp((a.sharpness / 20) * 100);
  const colorfulness = clamp(100 - (Math.abs(a.colorfulness - 30) / 30) * 100);
  return Math.round((brightness + contrast + sharpness + colorfulness) / 4);
}
