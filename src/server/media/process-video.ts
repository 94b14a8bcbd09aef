import "server-only";
import { execFile } from "node:child_process";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db";
import { isVideoKind } from "@/lib/media/limits";
import { media, type MediaRenditions } from "@/server/db/schema";
import { env } from "@/env";
import type { Storage } from "@/server/storage";
import { HLS_HEIGHTS } from "@/lib/media/renditions";

const run = promisify(execFile);
const FFMPEG = env.FFMPEG_PATH;
const FFPROBE = env.FFPROBE_PATH;
/** Ten minutes for any one ffmpeg step; a three-minute video takes far less. */
const STEP_TIMEOUT_MS = 10 * 60 * 1000;
/** Video bitrate per rendition height, in kbit/s. */
const VIDEO_KBPS: Record<number, number> = { 720: 2800, 540: 1600, 360: 800 };
const AUDIO_KBPS = 96;

const ffmpegAvailable = () => existsSync(/*turbopackIgnore: true*/ FFMPEG) && existsSync(/*turbopackIgnore: true*/ FFPROBE);

interface Probe {
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

async function probe(file: string): Promise<Probe> {
  const { stdout } = await run(FFPROBE, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file], {
    timeout: STEP_TIMEOUT_MS,
  });
  const info = JSON.parse(stdout) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number }[];
  };
  const video = info.streams?.find((s) => s.codec_type === "video");
  const seconds = Number(info.format?.duration);
  return {
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    width: video?.width ?? null,
    height: video?.height ?? null,
  };
}

const ffmpeg = (args: string[]) => run(FFMPEG, ["-hide_banner", "-loglevel", "error", "-y", ...args], { timeout: STEP_TIMEOUT_MS });

const evenWidth = (width: number, height: number, target: number) => Math.max(2, Math.round((width * target) / height / 2) * 2);

const H264 = ["-c:v", "libx264", "-preset", "superfast", "-profile:v", "main", "-pix_fmt", "yuv420p"];
/** A key frame every 2 s whatever the frame rate (browser recordings vary it), so 4 s segments line up across renditions. */
const KEY_FRAMES = ["-force_key_frames", "expr:gte(t,n_forced*2)"];

/**
 * Decodes the original once and writes everything from that one pass: the MP4 download at the source's size
 * and one HLS rendition per height.
 */
async function transcode(original: string, out: string) {
  const split = HLS_HEIGHTS.map((_, i) => `[r${i}]`).join("");
  const filters = [
    `[0:v]split=${HLS_HEIGHTS.length + 1}[download]${split}`,
    "[download]scale=trunc(iw/2)*2:trunc(ih/2)*2[vd]",
    ...HLS_HEIGHTS.map((height, i) => `[r${i}]scale=-2:${height}[v${i}]`),
  ].join(";");
  const renditions = [];
  for (const [i, height] of HLS_HEIGHTS.entries()) {
    const dir = path.join(out, "hls", `${height}p`);
    await mkdir(dir, { recursive: true });
    const kbps = VIDEO_KBPS[height]!;
    renditions.push(
      "-map", `[v${i}]`, "-map", "0:a?",
      ...H264, ...KEY_FRAMES,
      "-b:v", `${kbps}k`, "-maxrate", `${Math.round(kbps * 1.07)}k`, "-bufsize", `${kbps * 2}k`,
      "-c:a", "aac", "-b:a", `${AUDIO_KBPS}k`, "-ac", "2",
      "-f", "hls", "-hls_time", "4", "-hls_playlist_type", "vod",
      "-hls_segment_filename", path.join(dir, "seg_%03d.ts"),
      path.join(dir, "index.m3u8"),
    );
  }
  await ffmpeg([
    "-i", original,
    "-filter_complex", filters,
    "-map", "[vd]", "-map", "0:a?", ...H264, "-crf", "23", "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart",
    path.join(out, "download.mp4"),
    ...renditions,
  ]);
}

function masterPlaylist(width: number, height: number) {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3"];
  for (const h of HLS_HEIGHTS) {
    const bandwidth = (VIDEO_KBPS[h]! + AUDIO_KBPS) * 1000;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${evenWidth(width, height, h)}x${h}`, `${h}p/index.m3u8`);
  }
  return `${lines.join("\n")}\n`;
}

/** Stores what `makeRenditions` wrote, under the media's own keys. */
export async function putRenditions(storage: Storage, localDir: string, mediaId: string) {
  const keyPrefix = `media/${mediaId}`;
  for (const entry of await readdir(localDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(localDir, file).split(path.sep).join("/");
    await storage.put(`${keyPrefix}/${relative}`, createReadStream(file));
  }
}

/** What `makeRenditions` produced: the source's size and the made MP4's length. */
export interface MadeRenditions {
  durationMs: number | null;
  width: number;
  height: number;
  renditions: MediaRenditions;
}

/**
 * Writes into `out` what the player needs from a video file: an MP4 download, HLS renditions at 720p, 540p
 * and 360p with a master playlist, and a poster frame. Uploads and the demo's seeded videos both go through it.
 */
export async function makeRenditions(original: string, out: string): Promise<MadeRenditions> {
  const source = await probe(original);
  if (!source.width || !source.height) throw new Error("no video stream");
  await transcode(original, out);
  const mp4 = path.join(out, "download.mp4");
  // Browser recordings (WebM from MediaRecorder) carry no duration: the MP4 made from them does.
  const made = await probe(mp4);
  await writeFile(path.join(out, "hls", "master.m3u8"), masterPlaylist(source.width, source.height));
  const posterAt = made.durationMs ? Math.min(1, made.durationMs / 10000) : 0;
  await ffmpeg(["-ss", posterAt.toFixed(2), "-i", mp4, "-frames:v", "1", "-q:v", "3", path.join(out, "poster.jpg")]);
  return {
    durationMs: made.durationMs ?? source.durationMs,
    width: source.width,
    height: source.height,
    renditions: { mp4: true, hls: [...HLS_HEIGHTS], poster: true },
  };
}

/**
 * Turns an uploaded video into what the player needs (`makeRenditions`), with its duration and size. Without
 * ffmpeg the original is served as it is. A failure leaves the media `failed`, still playable from its original.
 */
export async function processVideo(db: Queryable, storage: Storage, mediaId: string): Promise<void> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row || !isVideoKind(row.kind) || row.status === "uploading" || row.status === "ready") return;
  if (!ffmpegAvailable()) {
    await db.update(media).set({ status: "ready", updatedAt: sql`now()` }).where(eq(media.id, mediaId));
    return;
  }
  const work = await mkdtemp(path.join(os.tmpdir(), "lakou-video-"));
  try {
    const original = path.join(work, "original");
    await pipeline(await storage.get(row.storageKey), createWriteStream(original));
    const out = path.join(work, "out");
    await mkdir(out);
    const made = await makeRenditions(original, out);
    await putRenditions(storage, out, mediaId);
    await db
      .update(media)
      .set({ status: "ready", ...made, updatedAt: sql`now()` })
      .where(eq(media.id, mediaId));
  } catch (error) {
    console.error(`processing video ${mediaId} failed:`, error);
    await db.update(media).set({ status: "failed", updatedAt: sql`now()` }).where(eq(media.id, mediaId));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
