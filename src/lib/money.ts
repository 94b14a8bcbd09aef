import type { Locale } from "@/i18n/routing";
import { intlLocale, numberFormat } from "./locale-format";

/** The currencies Lakou charges in: US dollars (cards) and Haitian gourdes (MonCash). Both have 100 minor units. */
export const CURRENCIES = ["USD", "HTG"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount of money: a whole number of minor units (cents, centimes) and its currency. */
export interface Money {
  readonly amount: number;
  readonly currency: Currency;
}

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money needs whole minor units, got ${amount}`);
  return { amount, currency };
}

export const zero = (currency: Currency) => money(0, currency);

function sameCurrency(a: Money, b: Money) {
  if (a.currency !== b.currency) throw new TypeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function add(a: Money, ...more: Money[]): Money {
  return more.reduce((sum, m) => {
    sameCurrency(sum, m);
    return money(sum.amount + m.amount, sum.currency);
  }, a);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** Rounds half away from zero, the way people round prices (2.5 -> 3, -2.5 -> -3). */
function roundHalfAway(value: number) {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * A percentage of an amount, given in basis points to stay exact (10% = 1000, 2.9% = 290).
 * `to: "unit"` rounds to whole dollars or gourdes (the spec's "rounded" fees), `"minor"` to the cent.
 */
export function percentOf(m: Money, basisPoints: number, to: "unit" | "minor" = "minor"): Money {
  const minor = (m.amount * basisPoints) / 10_000;
  return money(to === "unit" ? roundHalfAway(minor / 100) * 100 : roundHalfAway(minor), m.currency);
}

/**
 * Splits an amount in proportion to whole-number weights without losing a cent: the remainder goes to
 * the largest fractional parts first (e.g. a partial refund shared between creator and platform).
 */
export function allocate(m: Money, weights: readonly number[]): Money[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) throw new RangeError("allocate needs a positive total weight");
  const exact = weights.map((w) => (m.amount * w) / total);
  const parts = exact.map((x) => Math.trunc(x));
  let left = m.amount - parts.reduce((s, p) => s + p, 0);
  const order = exact
    .map((x, i) => ({ i, frac: Math.abs(x - Math.trunc(x)) }))
    .sort((a, b) => b.frac - a.frac)
    .map(({ i }) => i);
  const step = Math.sign(left);
  for (let k = 0; left !== 0; k = (k + 1) % order.length) {
    const i = order[k]!;
    parts[i] = parts[i]! + step;
    left -= step;
  }
  return parts.map((p) => money(p, m.currency));
}

/** An exchange rate as stored: gourdes per US dollar, a decimal string with at most 4 decimals ("132.5000"). */
export type HtgPerUsd = string;
const RATE_SCALE = 10_000;

function scaledRate(rate: HtgPerUsd): number {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not an exchange rate: ${rate}`);
  const scaled = Number(match[1]) * RATE_SCALE + Number((match[2] ?? "").padEnd(4, "0"));
  if (scaled <= 0) throw new RangeError("An exchange rate must be positive");
  return scaled;
}

/** Dollars to gourdes at a stored rate, rounded to whole gourdes; the rate travels with the result. */
export function usdToHtg(usd: Money, rate: HtgPerUsd): { htg: Money; rate: HtgPerUsd } {
  if (usd.currency !== "USD") throw new TypeError("usdToHtg takes USD");
  const minor = (usd.amount * scaledRate(rate)) / RATE_SCALE;
  return { htg: money(roundHalfAway(minor / 100) * 100, "HTG"), rate };
}

/** Gourdes to an approximate dollar amount (to the cent) at a stored rate, for "≈ $x" lines. */
export function htgToUsd(htg: Money, rate: HtgPerUsd): Money {
  if (htg.currency !== "HTG") throw new TypeError("htgToUsd takes HTG");
  return money(roundHalfAway((htg.amount * RATE_SCALE) / scaledRate(rate)), "USD");
}

/** Money for a reader: USD with 2 decimals ($12.50, 12,50 $US), HTG with its G suffix (1 650 G). */
export function formatMoney(m: Money, locale: Locale): string {
  const amount = m.amount / 100;
  if (m.currency === "HTG") {
    const digits = Number.isInteger(amount) ? 0 : 2;
    const number = numberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
    return `${number} G`;
  }
  return numberFormat(intlLocale(locale), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The decimal string integrators see in REST answers ("75.00"). */
export function toDecimalString(m: Money): string {
  const sign = m.amount < 0 ? "-" : "";
  const abs = Math.abs(m.amount);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
