import type { Locale } from "@/i18n/routing";

/** Node's and browsers' ICU have no `ht`: Haitian Creole numbers format as French (Haiti). */
export function intlLocale(locale: Locale): string {
  return locale === "ht" ? "fr-HT" : locale === "fr" ? "fr-FR" : "en-US";
}

/**
 * Building an Intl formatter costs far more than using one (it loads ICU data for the locale and
 * options): pages format dozens of dates and amounts each, so each distinct formatter is built once
 * and kept. The set of keys is small (locales × the option sets written in code × time zones); the cap
 * only guards against an unforeseen stream of distinct options.
 */
const FORMATTER_CAP = 1_000;
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  const found = formatters.get(key);
  if (found) return found as T;
  if (formatters.size >= FORMATTER_CAP) formatters.clear();
  const made = make();
  formatters.set(key, made);
  return made;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  return kept(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
}

/** The zone dates are shown in unless a caller names the reader's own. */
const DISPLAY_TIME_ZONE = "America/Port-au-Prince";

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(intlLocale(locale)).format(value);
}

/** Counts as K and M (1.2K, 3,4 M): the analytics cards' figures. */
export function formatCompact(value: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** Kreyòl month and day names, which no ICU carries (French ones would show otherwise). */
const KREYOL_MONTHS = ["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm", "desanm"] as const;
const KREYOL_MONTHS_SHORT = ["jan.", "fev.", "mas", "avr.", "me", "jen", "jiy.", "out", "sept.", "okt.", "nov.", "des."] as const;
const KREYOL_DAYS = ["dimanch", "lendi", "madi", "mèkredi", "jedi", "vandredi", "samdi"] as const;
const KREYOL_DAYS_SHORT = ["dim.", "len.", "mad.", "mèk.", "jed.", "van.", "sam."] as const;

/** French (Haiti) parts with each month and weekday name put in Kreyòl, long or short as French had it. */
function kreyolParts(value: Date, options: Intl.DateTimeFormatOptions): string {
  const zone = options.timeZone;
  const numeric = Object.fromEntries(
    dateTimeFormat("en-US", { timeZone: zone, month: "numeric", weekday: "short" }).formatToParts(value).map((part) => [part.type, part.value]),
  );
  const month = Number(numeric.month) - 1;
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(numeric.weekday ?? "");
  const frenchLongMonth = dateTimeFormat("fr-HT", { timeZone: zone, month: "long" }).format(value);
  const frenchLongDay = dateTimeFormat("fr-HT", { timeZone: zone, weekday: "long" }).format(value);
  return dateTimeFormat("fr-HT", options)
    .formatToParts(value)
    .map((part) => {
      if (part.type === "month" && !/^\d+$/.test(part.value)) return (part.value === frenchLongMonth ? KREYOL_MONTHS : KREYOL_MONTHS_SHORT)[month];
      if (part.type === "weekday") return (part.value === frenchLongDay ? KREYOL_DAYS : KREYOL_DAYS_SHORT)[day];
      if (part.type === "literal") return part.value.replace(" à ", " a ");
      return part.value;
    })
    .join("");
}

/**
 * A date (and time) as the reader writes it, in Haiti's time unless `options.timeZone` names another.
 * The one place dates are formatted for people: pages, e-mails and PDF receipts all come through here.
 */
export function formatDate(value: Date, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  const resolved = { timeZone: DISPLAY_TIME_ZONE, ...options };
  return locale === "ht" ? kreyolParts(value, resolved) : dateTimeFormat(intlLocale(locale), resolved).format(value);
}

/** The long name of a time zone at an instant ("Eastern Standard Time", "heure normale de l’Est"). */
export function formatZoneName(value: Date, zone: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: "long" }).formatToParts(value).find((part) => part.type === "timeZoneName")?.value ?? zone;
}

const KREYOL_UNITS: Record<Intl.RelativeTimeFormatUnit, string> = {
  second: "segonn", seconds: "segonn", minute: "minit", minutes: "minit", hour: "èdtan", hours: "èdtan", day: "jou", days: "jou",
  week: "semèn", weeks: "semèn", month: "mwa", months: "mwa", quarter: "trimès", quarters: "trimès", year: "ane", years: "ane",
};
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [["second", 60], ["minute", 60], ["hour", 24], ["day", 7], ["week", 4.35], ["month", 12], ["year", Infinity]];

/** How long ago (or from now) `value` is, in the largest whole unit: "5 minutes ago", "il y a 5 minutes", "sa gen 5 minit". */
export function formatRelative(value: Date, locale: Locale, now: Date = new Date()): string {
  let amount = (value.getTime() - now.getTime()) / 1000;
  let unit: Intl.RelativeTimeFormatUnit = "second";
  for (const [step, size] of STEPS) {
    unit = step;
    if (Math.abs(amount) < size) break;
    amount /= size;
  }
  const whole = Math.round(amount);
  if (locale !== "ht") return relativeTimeFormat(intlLocale(locale)).format(whole, unit);
  if (whole === 0) return "kounye a";
  return whole < 0 ? `sa gen ${-whole} ${KREYOL_UNITS[unit]}` : `nan ${whole} ${KREYOL_UNITS[unit]}`;
}

/** A stored exchange rate ("132.5000") as a reader writes it (132.5, 132,5). */
export function formatRate(rate: string, locale: Locale): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: 4 }).format(Number(rate));
}

/** An average rating with one decimal (4.4, 4,4). */
export function formatRating(value: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
