import { createHash } from "node:crypto";
import { money, usdToHtg } from "../../../lib/money";

/**
 * Everything the seed derives — ids, picks, dates — comes from stable keys, so a second run
 * produces the same rows and inserts nothing new.
 */

function digest(key: string) {
  return createHash("sha1").update(`lakou-seed:${key}`).digest();
}

/** A UUID (version-5 layout) fixed for `key`. */
export function seedId(key: string): string {
  const bytes = digest(key).subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A 32-bit number fixed for `key`. */
export function hashNumber(key: string): number {
  return digest(key).readUInt32BE(0);
}

export type Random = () => number;

/** A pseudo-random sequence in [0, 1) (mulberry32) that always starts the same for `key`. */
export function randomFor(key: string): Random {
  let state = hashNumber(key);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** `count` distinct items of `list`, in random order. */
export function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

const HOUR = 3_600_000;

/** `days` (fractional allowed) before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * 24 * HOUR));
}

export function hoursAfter(date: Date, hours: number): Date {
  return new Date(date.getTime() + Math.round(hours * HOUR));
}

/** The exchange rate the demo data starts with; the seed stores it as the rate in force. */
export const SEED_HTG_PER_USD = "132.0000";

/** HTG centimes for a USD amount at the seed's rate, rounded to whole gourdes. */
export function htgCentsFor(usdCents: number): number {
  return usdToHtg(money(usdCents, "USD"), SEED_HTG_PER_USD).htg.amount;
}
