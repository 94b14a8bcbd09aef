import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatDate, formatNumber, formatRelative, intlLocale, numberFormat } from "./locale-format";

// French formats group digits with a narrow no-break space (U+202F), written out here so the expectations show it.
const NNBSP = "\u202f";

describe("Haitian Creole formatting", () => {
  it("goes through French (Haiti), since Node's ICU has no ht", () => {
    expect(intlLocale("ht")).toBe("fr-HT");
    expect(formatNumber(12345.5, "ht")).toBe(`12${NNBSP}345,5`);
    expect(formatNumber(12345.5, "en")).toBe("12,345.5");
  });

  it("formats dates in Port-au-Prince time", () => {
    // 03:30 UTC on 1 March is still 28 February in Haiti (UTC-5).
    const date = new Date("2026-03-01T03:30:00Z");
    expect(formatDate(date, "en")).toBe("Feb 28, 2026");
    expect(formatDate(date, "fr")).toBe("28 févr. 2026");
  });
});

describe("Kreyòl month and day names", () => {
  // Wednesday 2 December 2026, 15:00 UTC: 10:00 in Port-au-Prince.
  const date = new Date("2026-12-02T15:00:00Z");

  it("writes months and weekdays in Kreyòl, long and short, never in French", () => {
    expect(formatDate(date, "ht", { dateStyle: "long" })).toBe("2 desanm 2026");
    expect(formatDate(date, "ht")).toBe("2 des. 2026");
    expect(formatDate(date, "ht", { dateStyle: "full", timeStyle: "short" })).toBe("mèkredi 2 desanm 2026 a 10:00");
    expect(formatDate(new Date("2026-08-15T15:00:00Z"), "ht", { month: "long", year: "numeric" })).toBe("out 2026");
  });

  it("names every month of the year", () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2026, m, 15, 12)), "ht", { month: "long" }));
    expect(months).toEqual(["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm", "desanm"]);
  });

  it("keeps the other languages as their ICU writes them", () => {
    expect(formatDate(date, "fr", { dateStyle: "long" })).toBe("2 décembre 2026");
    expect(formatDate(date, "en", { dateStyle: "long" })).toBe("December 2, 2026");
  });
});

describe("relative times", () => {
  const now = new Date("2026-12-02T15:00:00Z");
  it("says how long ago in each language", () => {
    const fiveMinutesAgo = new Date(now.getTime() - 5 * 60_000);
    expect(formatRelative(fiveMinutesAgo, "en", now)).toBe("5 minutes ago");
    expect(formatRelative(fiveMinutesAgo, "fr", now)).toBe("il y a 5 minutes");
    expect(formatRelative(fiveMinutesAgo, "ht", now)).toBe("sa gen 5 minit");
    expect(formatRelative(new Date(now.getTime() + 2 * 86_400_000), "ht", now)).toBe("nan 2 jou");
  });
});

describe("formatters are built once", () => {
  it("gives back the same formatter for the same locale and options, and another for other options or zones", () => {
    expect(numberFormat("fr-FR", { maximumFractionDigits: 1 })).toBe(numberFormat("fr-FR", { maximumFractionDigits: 1 }));
    expect(numberFormat("fr-FR", { maximumFractionDigits: 2 })).not.toBe(numberFormat("fr-FR", { maximumFractionDigits: 1 }));
    const haiti = dateTimeFormat("en-US", { timeZone: "America/Port-au-Prince", dateStyle: "medium" });
    expect(dateTimeFormat("en-US", { timeZone: "America/Port-au-Prince", dateStyle: "medium" })).toBe(haiti);
    expect(dateTimeFormat("en-US", { timeZone: "Europe/Paris", dateStyle: "medium" }).resolvedOptions().timeZone).toBe("Europe/Paris");
    // The same date formats the same way however often it is asked.
    const date = new Date("2026-12-02T15:00:00Z");
    expect(formatDate(date, "ht", { dateStyle: "long" })).toBe(formatDate(date, "ht", { dateStyle: "long" }));
  });
});
