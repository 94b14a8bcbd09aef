/**
 * Writes the demo pictures under public/media/ — avatars, banners and post images — from the seed's
 * creator list. Run it by hand after changing the creators (`npx tsx scripts/generate-media.ts`) and
 * commit the output; the app never runs it. The demo videos are made at seed time from these avatars
 * (src/server/db/seed/demo-videos).
 */
import { createAvatar } from "@dicebear/core";
import * as personas from "@dicebear/personas";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Category } from "../src/server/db/schema";
import { CREATORS, type SeedCreator } from "../src/server/db/seed/creators-data";
import { DEMO_CREATOR_PROFILES } from "../src/server/db/seed/demo-accounts";
import { type Random, between, randomFor } from "../src/server/db/seed/deterministic";
import { POST_IMAGE_COUNT, avatarUrl, bannerUrl, postImageUrl } from "../src/server/db/seed/media";

const PUBLIC = path.resolve("public");
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Base hue of each category's banner. */
const CATEGORY_HUE: Record<Category, number> = {
  musician: 350,
  comedian: 40,
  actor: 268,
  singer: 318,
  djProducer: 188,
  radioHost: 214,
  dj: 148,
};

function hex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

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

const creators = [...DEMO_CREATOR_PROFILES.map(({ creator }) => creator), ...CREATORS];
for (const creator of creators) {
  write(avatarUrl(creator.handle), avatar(creator));
  write(bannerUrl(creator.handle), banner(creator));
}
for (let n = 0; n < POST_IMAGE_COUNT; n++) write(postImageUrl(n), postImage(n));
console.log(`${creators.length} avatars and banners, ${POST_IMAGE_COUNT} post images.`);
