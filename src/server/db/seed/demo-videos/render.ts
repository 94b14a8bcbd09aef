import "server-only";
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { env } from "@/env";
import { type MadeRenditions, makeRenditions } from "@/server/media/process-video";

const run = promisify(execFile);

/** The espeak-ng voice a demo video is read in. */
export type DemoVoice = "en-us" | "fr-fr" | "ht";

/** Everything a demo video is made from; its content hash names it in the cache. */
export interface DemoVideoSpec {
  /** The creator's display name, shown beside the portrait. */
  name: string;
  /** The creator's DiceBear portrait (SVG text). */
  portraitSvg: string;
  /** One line under the name: the occasion and who it is for. */
  title: string;
  /** Read aloud and shown as captions, cue by cue. */
  message: string;
  voice: DemoVoice;
  /** Base hue of the moving background, 0-359. */
  hue: number;
}

/** A rendered demo video in the cache: the source file and the upload pipeline's output next to it. */
export interface CachedDemoVideo {
  dir: string;
  original: string;
  out: string;
  made: MadeRenditions;
  /** The caption cues as shown, in order. */
  cues: Cue[];
}

interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Bump when the look or the pipeline changes, so cached videos are made again. */
const RENDER_VERSION = 2;
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const MIN_SECONDS = 10;
const MAX_SECONDS = 20;
/** Silence before the first words and after the last. */
const LEAD_SECONDS = 1;
const TAIL_SECONDS = 1.5;
const GAP_SECONDS = 0.3;
/** espeak-ng's words per minute: the usual pace, faster only when a message would pass MAX_SECONDS. */
const SPEEDS = [150, 175, 200, 230];
/** A caption cue holds at most two lines of this many characters. */
const LINE_CHARS = 44;
/** The title beside the portrait wraps at this many characters. */
const TITLE_CHARS = 34;
const PORTRAIT = 380;

const FONT_DIR = path.resolve("node_modules/dejavu-fonts-ttf/ttf");
const FONT = path.join(FONT_DIR, "DejaVuSans.ttf");
const FONT_BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

export const demoVideoKey = (spec: DemoVideoSpec) =>
  createHash("sha256").update(JSON.stringify({ RENDER_VERSION, spec })).digest("hex").slice(0, 32);

/** Whether this machine can make the demo videos: ffmpeg, ffprobe and espeak-ng. */
export async function canRenderDemoVideos(): Promise<boolean> {
  if (!existsSync(env.FFMPEG_PATH) || !existsSync(env.FFPROBE_PATH) || !existsSync(FONT)) return false;
  try {
    await run("espeak-ng", ["--version"]);
    return true;
  } catch {
    return false;
  }
}

/** Groups words into runs of at most `width` characters. */
function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Breaks a run of words over two lines of about the same length when it does not fit on one. */
function balance(run: string, width: number): string {
  if (run.length <= width) return run;
  const words = run.split(" ");
  let best = run;
  let longest = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const length = Math.max(...lines.map((line) => line.length));
    if (length < longest) [best, longest] = [lines.join("\n"), length];
  }
  return best;
}

/** The message cut into caption cues of up to two balanced lines, each sentence starting a cue. */
function captionCues(message: string): string[] {
  const sentences = message.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()).filter(Boolean) ?? [message];
  return sentences.flatMap((sentence) => wrap(sentence.split(/\s+/), LINE_CHARS * 2 - 8).map((run) => balance(run, LINE_CHARS)));
}

/** The name's font size: 58 px, smaller for a long name so it fits beside the portrait. */
const nameSize = (name: string) => Math.min(58, Math.floor(680 / (name.length * 0.68)));

/** A title wrapped to lines that fit beside the portrait. */
const titleLines = (title: string) => wrap(title.split(/\s+/), TITLE_CHARS).join("\n");

/** Seconds of sound in a WAV file espeak-ng wrote. */
function wavSeconds(wav: Buffer): number {
  const byteRate = wav.readUInt32LE(28);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("ascii", offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === "data") return Math.min(size, wav.length - offset - 8) / byteRate;
    offset += 8 + size;
  }
  throw new Error("espeak-ng wrote no audio");
}

/** Reads each cue aloud into its own WAV, at the slowest pace that keeps the video within MAX_SECONDS. */
async function speak(dir: string, voice: DemoVoice, cues: string[]) {
  for (const speed of SPEEDS) {
    const lengths: number[] = [];
    for (const [i, cue] of cues.entries()) {
      const file = path.join(dir, `cue-${i}.wav`);
      await run("espeak-ng", ["-v", voice, "-s", String(speed), "-w", file, cue.replace(/\n/g, " ")]);
      lengths.push(wavSeconds(await readFile(file)));
    }
    const spoken = lengths.reduce((sum, s) => sum + s, 0) + GAP_SECONDS * (cues.length - 1);
    if (LEAD_SECONDS + spoken + TAIL_SECONDS <= MAX_SECONDS || speed === SPEEDS.at(-1)) return lengths;
  }
  throw new Error("unreachable");
}

/** The portrait cut round, with a white ring. */
async function portraitPng(svg: string, file: string) {
  const r = PORTRAIT / 2;
  const face = await sharp(Buffer.from(svg), { density: 300 })
    .resize(PORTRAIT, PORTRAIT)
    .composite([{ input: Buffer.from(`<svg width="${PORTRAIT}" height="${PORTRAIT}"><circle cx="${r}" cy="${r}" r="${r}"/></svg>`), blend: "dest-in" }])
    .png()
    .toBuffer();
  await sharp(face)
    .composite([
      {
        input: Buffer.from(`<svg width="${PORTRAIT}" height="${PORTRAIT}"><circle cx="${r}" cy="${r}" r="${r - 4}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="8"/></svg>`),
      },
    ])
    .png()
    .toFile(file);
}

/** #rrggbb of an HSL colour, for ffmpeg's `0xRRGGBB`. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `0x${channel(0)}${channel(8)}${channel(4)}`;
}

/** ISO 639-2 code of each voice's language, for the captions stream. */
const SUBTITLE_LANGUAGE: Record<DemoVoice, string> = { "en-us": "eng", "fr-fr": "fra", ht: "hat" };

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
};

/** The cues as SubRip, muxed into the source as its captions stream (shown burned in too). */
const srt = (cues: Cue[]) => cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}\n`).join("\n");

const text = (file: string, font: string, size: number, colour: string, x: string, y: string, extra = "") =>
  `drawtext=fontfile=${font}:textfile=${file}:expansion=none:fontsize=${size}:fontcolor=${colour}:x=${x}:y=${y}${extra}`;

/** Writes the 720p source video: moving gradient, portrait, name, title, captions and the voice. */
async function renderSource(spec: DemoVideoSpec, dir: string): Promise<{ file: string; cues: Cue[] }> {
  const cueTexts = captionCues(spec.message);
  const lengths = await speak(dir, spec.voice, cueTexts);
  const cues: Cue[] = [];
  let at = LEAD_SECONDS;
  for (const [i, cueText] of cueTexts.entries()) {
    cues.push({ start: at, end: at + lengths[i]!, text: cueText });
    at += lengths[i]! + GAP_SECONDS;
  }
  const seconds = Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, at - GAP_SECONDS + TAIL_SECONDS));
  await portraitPng(spec.portraitSvg, path.join(dir, "portrait.png"));
  await writeFile(path.join(dir, "name.txt"), spec.name);
  await writeFile(path.join(dir, "title.txt"), titleLines(spec.title));
  await Promise.all(cues.map((cue, i) => writeFile(path.join(dir, `cue-${i}.txt`), cue.text)));
  await writeFile(path.join(dir, "captions.srt"), srt(cues));

  const colours = [hsl(spec.hue, 65, 38), hsl((spec.hue + 40) % 360, 60, 20), hsl((spec.hue + 330) % 360, 70, 45)];
  const background = `gradients=s=640x360:r=${FPS}:d=${seconds}:speed=0.01:nb_colors=3:seed=${spec.hue}:c0=${colours[0]}:c1=${colours[1]}:c2=${colours[2]}`;
  const fadeOut = (seconds - 0.7).toFixed(2);
  const captions = cues.map((cue, i) =>
    text(
      `cue-${i}.txt`,
      FONT,
      40,
      "white",
      "(w-tw)/2",
      "h-th-56",
      `:line_spacing=12:box=1:boxcolor=black@0.6:boxborderw=18:enable='between(t,${cue.start.toFixed(2)},${cue.end.toFixed(2)})'`,
    ),
  );
  const video = [
    `[0:v]scale=${WIDTH}:${HEIGHT},drawbox=x=0:y=0:w=iw:h=ih:color=black@0.2:t=fill[bg]`,
    "[1:v]format=rgba[face]",
    `[bg][face]overlay=x=110:y='110+8*sin(t*1.4)':shortest=1,` +
      [
        text("name.txt", FONT_BOLD, nameSize(spec.name), "white", "550", "200", ":shadowcolor=black@0.4:shadowx=2:shadowy=2"),
        text("title.txt", FONT, 34, "white@0.92", "552", "292", ":line_spacing=10"),
        `drawtext=fontfile=${FONT_BOLD}:text=Lakou:fontsize=28:fontcolor=white@0.75:x=w-tw-40:y=34`,
        ...captions,
        "fade=t=in:d=0.6",
        `fade=t=out:st=${fadeOut}:d=0.7`,
        "format=yuv420p",
      ].join(",") +
      "[v]",
  ];
  const voices = cues.map((cue, i) => `[${i + 2}:a]adelay=${Math.round(cue.start * 1000)}:all=1[a${i}]`);
  const mix = `${cues.map((_, i) => `[a${i}]`).join("")}amix=inputs=${cues.length}:normalize=0,apad,atrim=0:${seconds},afade=t=out:st=${fadeOut}:d=0.7,aformat=sample_rates=44100:channel_layouts=stereo[a]`;
  const file = path.join(dir, "original.mp4");
  await run(
    env.FFMPEG_PATH,
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", background],
      ...["-loop", "1", "-framerate", String(FPS), "-i", "portrait.png"],
      ...cues.flatMap((_, i) => ["-i", `cue-${i}.wav`]),
      ...["-i", "captions.srt"],
      ...["-filter_complex", [...video, ...voices, mix].join(";")],
      ...["-map", "[v]", "-map", "[a]", "-map", `${cues.length + 2}:s`, "-t", seconds.toFixed(2)],
      ...["-c:s", "mov_text", "-metadata:s:s:0", `language=${SUBTITLE_LANGUAGE[spec.voice]}`],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "16", "-pix_fmt", "yuv420p", "-threads", "1"],
      ...["-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact"],
      "original.mp4",
    ],
    { cwd: dir, timeout: 5 * 60 * 1000 },
  );
  return { file, cues };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Removes half-made entries whose process has gone (stopped while rendering). */
async function removeAbandoned(cacheDir: string) {
  for (const name of await readdir(cacheDir).catch(() => [])) {
    const pid = Number(/\.part-(\d+)$/.exec(name)?.[1]);
    if (pid && !alive(pid)) await rm(path.join(cacheDir, name), { recursive: true, force: true });
  }
}

/**
 * The demo video for `spec` from the cache, made first when it is not there: the source is rendered and then
 * processed by the upload pipeline (`makeRenditions`). A half-made entry is never seen: it is built aside and
 * renamed into place. Returns whether it was made now.
 */
export async function cachedDemoVideo(spec: DemoVideoSpec, cacheDir: string): Promise<{ video: CachedDemoVideo; made: boolean }> {
  const dir = path.join(cacheDir, demoVideoKey(spec));
  const entry = (base: string, made: MadeRenditions, cues: Cue[]): CachedDemoVideo => ({
    dir: base,
    original: path.join(base, "original.mp4"),
    out: path.join(base, "out"),
    made,
    cues,
  });
  if (existsSync(path.join(dir, "meta.json"))) {
    const meta = JSON.parse(await readFile(path.join(dir, "meta.json"), "utf8")) as { made: MadeRenditions; cues: Cue[] };
    return { video: entry(dir, meta.made, meta.cues), made: false };
  }
  await removeAbandoned(cacheDir);
  const work = `${dir}.part-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  await mkdir(path.join(work, "out"), { recursive: true });
  try {
    const { file, cues } = await renderSource(spec, work);
    const made = await makeRenditions(file, path.join(work, "out"));
    await writeFile(path.join(work, "meta.json"), JSON.stringify({ spec: { ...spec, portraitSvg: undefined }, made, cues }, null, 2));
    await rm(dir, { recursive: true, force: true });
    await rename(work, dir);
    return { video: entry(dir, made, cues), made: true };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
