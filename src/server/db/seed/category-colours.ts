import type { Category } from "../schema";

/** Base hue of each category's banner. */
export const CATEGORY_HUE: Record<Category, number> = {
  musician: 350,
  comedian: 40,
  actor: 268,
  singer: 318,
  djProducer: 188,
  radioHost: 214,
  dj: 148,
};

/** A colour as #rrggbb from hue (degrees), saturation and lightness (percent). */
export function hex(hue: number, saturation: number, lightness: number): string {
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
