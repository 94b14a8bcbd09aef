/**
 * Writes the demo media under public/media/ — avatars, banners, post images, preview posters and
 * a few short preview clips — from the seed's creator list. Run it by hand after changing the
 * creators (`npx tsx scripts/generate-media.ts`) and commit the output; the app never runs it.
 * The clips need ffmpeg with libx264; without it they are left as they are.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createAvatar } from "@dicebear/core";
import * as personas from "@dicebear/personas";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CREATORS, type SeedCreator } from "../src/server/db/seed/creators-data";
import { DEMO_CREATOR_PROFILES } from "../src/server/db/seed/demo-accounts";
import { CATEGORY_HUE, hex } from "../src/server/db/seed/category-colours";
import { type Random, between, randomFor } from "../src/server/db/seed/deterministic";
import {
  POST_IMAGE_COUNT,
  PREVIEW_CLIPS,
  PREVIEW_POSTER_COUNT,
  avatarUrl,
  bannerUrl,
  clipUrl,
  postImageUrl,
  previewPosterUrl,
} from "../src/server/db/seed/media";

const PUBLIC = path.resolve("public");
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function write(url: string, content: string | Buffer) {
  const file = path.join(PUBLIC, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function gradient(id: string, from: string, to: string) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}


/** Skin tones from deep to light brown, as across Haiti, and mostly dark hair: picked per creator from the seed. */
const SKIN_TONES = ["4a2a17", "5a3825", "6b4226", "7b4b2a", "8d5524", "9c6238", "b06f42", "c68642"];
const HAIR_COLOURS = ["0e0e0e", "1a120b", "2a1a10", "3d2314"];

/**
 * An illustrated portrait (DiceBear's "Personas" by Draftbit, CC BY 4.0: credited in the footer and the README),
 * deterministic from the creator's handle, on their category's colour.
 */
function avatar(creator: SeedCreator): string {
  return createAvatar(personas, {
    seed: creator.handle,
    size: 256,
    skinColor: SKIN_TONES,
    hairColor: HAIR_COLOURS,
    facialHairProbability: 25,
    eyes: ["open", "happy", "wink", "glasses"],
    mouth: ["smile", "bigSmile", "smirk", "lips"],
    backgroundColor: [hex(CATEGORY_HUE[creator.category], 70, 82).slice(1), hex((CATEGORY_HUE[creator.category] + 30) % 360, 60, 72).slice(1)],
    backgroundType: ["gradientLinear"],
  }).toString();
}

/** Soft circles scattered over a `width` × `height` canvas. */
function bubbles(random: Random, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const r = between(random, Math.round(height / 10), Math.round(height / 2));
    const opacity = (0.06 + random() * 0.14).toFixed(2);
    return `<circle cx="${between(random, 0, width)}" cy="${between(random, 0, height)}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`;
  }).join("");
}

/** A wave across the lower part of the canvas. */
function wave(random: Random, width: number, height: number, opacity: number): string {
  const base = height * (0.55 + random() * 0.2);
  const amplitude = height * (0.08 + random() * 0.1);
  const step = width / 4;
  let d = `M0 ${base.toFixed(0)}`;
  for (let i = 0; i < 4; i++) {
    const direction = i % 2 === 0 ? -1 : 1;
    d += ` Q${(step * i + step / 2).toFixed(0)} ${(base + direction * amplitude).toFixed(0)} ${(step * (i + 1)).toFixed(0)} ${base.toFixed(0)}`;
  }
  return `<path d="${d} L${width} ${height} L0 ${height}Z" fill="#fff" fill-opacity="${opacity}"/>`;
}

function banner(creator: SeedCreator): string {
  const random = randomFor(`banner:${creator.handle}`);
  const hue = (CATEGORY_HUE[creator.category] + between(random, -12, 12) + 360) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1500 500" width="1500" height="500" preserveAspectRatio="xMidYMid slice">
<defs>${gradient("g", hex(hue, 70, 48), hex((hue + 35) % 360, 65, 22))}</defs>
<rect width="1500" height="500" fill="url(#g)"/>
${bubbles(random, 1500, 500, 7)}
${wave(random, 1500, 500, 0.1)}
${wave(random, 1500, 500, 0.08)}
</svg>
`;
}

function postImage(n: number): string {
  const random = randomFor(`post-image:${n}`);
  const hue = (n * 360) / POST_IMAGE_COUNT;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
<defs>${gradient("g", hex(hue, 68, 50), hex((hue + 60) % 360, 62, 26))}</defs>
<rect width="1280" height="720" fill="url(#g)"/>
${bubbles(random, 1280, 720, 9)}
${wave(random, 1280, 720, 0.12)}
<text x="1232" y="676" text-anchor="end" font-family="${FONT}" font-size="36" font-weight="700" fill="#fff" fill-opacity="0.7">Lakou</text>
</svg>
`;
}

/** A poster showing someone talking to the camera: head and shoulders over a colour field. */
function previewPoster(n: number): string {
  const random = randomFor(`preview-poster:${n}`);
  const hue = (n * 360) / PREVIEW_POSTER_COUNT + 15;
  const x = between(random, 520, 760);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
<defs>${gradient("g", hex(hue, 60, 42), hex((hue + 40) % 360, 55, 18))}</defs>
<rect width="1280" height="720" fill="url(#g)"/>
${bubbles(random, 1280, 720, 6)}
<circle cx="${x}" cy="300" r="110" fill="#000" fill-opacity="0.35"/>
<path d="M${x - 250} 720 C${x - 240} 500 ${x - 120} 440 ${x} 440 C${x + 120} 440 ${x + 240} 500 ${x + 250} 720Z" fill="#000" fill-opacity="0.35"/>
<text x="48" y="676" font-family="${FONT}" font-size="36" font-weight="700" fill="#fff" fill-opacity="0.75">Lakou preview</text>
</svg>
`;
}

/** The lavfi picture source of each clip. */
const CLIP_SOURCES: Record<(typeof PREVIEW_CLIPS)[number]["name"], string> = {
  "clip-1": "gradients=s=480x270:r=24:speed=0.03:c0=0xe23a5b:c1=0x3b1c6e:c2=0xf6a623:nb_colors=3:seed=7",
  "clip-2": "testsrc2=s=480x270:r=24",
  "clip-3": "gradients=s=480x270:r=24:speed=0.02:c0=0x0f9d8a:c1=0x1c3f94:nb_colors=2:seed=11",
  "clip-4": "smptebars=s=480x270:r=24",
};

const FONT_FILE = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

function clips() {
  if (spawnSync("ffmpeg", ["-version"]).status !== 0) {
    console.warn("ffmpeg not found: the preview clips were left as they are.");
    return;
  }
  const font = existsSync(FONT_FILE) ? `fontfile=${FONT_FILE}` : "font=Sans";
  PREVIEW_CLIPS.forEach((clip, i) => {
    const file = path.join(PUBLIC, clipUrl(clip.name));
    mkdirSync(path.dirname(file), { recursive: true });
    const text = `drawtext=${font}:text='Lakou preview':fontcolor=white:fontsize=34:borderw=2:bordercolor=black@0.6:x=(w-text_w)/2:y=(h-text_h)/2`;
    execFileSync("ffmpeg", [
      ...["-y", "-loglevel", "error"],
      ...["-f", "lavfi", "-i", `${CLIP_SOURCES[clip.name]}:d=${clip.seconds}`],
      ...["-f", "lavfi", "-i", `sine=frequency=${330 + i * 110}:sample_rate=44100:duration=${clip.seconds}`],
      ...["-vf", text, "-af", "volume=0.15"],
      ...["-c:v", "libx264", "-profile:v", "baseline", "-level", "3.0", "-pix_fmt", "yuv420p"],
      ...["-crf", "30", "-maxrate", "300k", "-bufsize", "600k", "-g", "48"],
      ...["-c:a", "aac", "-b:a", "48k", "-ac", "1"],
      ...["-t", String(clip.seconds), "-movflags", "+faststart", "-map_metadata", "-1", file],
    ]);
    console.log(`${clipUrl(clip.name)}: ${Math.round(statSync(file).size / 1024)} KB`);
  });
}

const creators = [...DEMO_CREATOR_PROFILES.map(({ creator }) => creator), ...CREATORS];
for (const creator of creators) {
  write(avatarUrl(creator.handle), avatar(creator));
  write(bannerUrl(creator.handle), banner(creator));
}
for (let n = 0; n < POST_IMAGE_COUNT; n++) write(postImageUrl(n), postImage(n));
for (let n = 0; n < PREVIEW_POSTER_COUNT; n++) write(previewPosterUrl(n), previewPoster(n));
console.log(`${creators.length} avatars and banners, ${POST_IMAGE_COUNT} post images, ${PREVIEW_POSTER_COUNT} posters.`);
clips();
