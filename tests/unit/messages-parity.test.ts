import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";

type Messages = { [key: string]: string | Messages };

const messages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), "utf8")) as Messages,
  ]),
);

function flatten(tree: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

type Elements = ReturnType<typeof parse>;

/** Visits every element of a message, plural and select branches and tags included. */
function visit(elements: Elements, onElement: (element: Elements[number]) => void) {
  for (const element of elements) {
    onElement(element);
    if ("options" in element) for (const option of Object.values(element.options)) visit(option.value, onElement);
    if ("children" in element) visit(element.children, onElement);
  }
}

/** The ICU arguments a message uses ({name}, {count, plural, ...}), nested branches included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  visit(parse(message), (element) => {
    if (element.type !== TYPE.literal && "value" in element && typeof element.value === "string") names.add(element.value);
  });
  return [...names].sort();
}

/** The words a reader sees: literal text of every branch, without e-mail addresses or links. */
function wordsOf(message: string): string[] {
  let text = "";
  visit(parse(message), (element) => {
    if (element.type === TYPE.literal) text += ` ${element.value}`;
  });
  return text.replace(/\S+@\S+|https?:\/\/\S+/g, " ").match(/\p{L}{2,}/gu) ?? [];
}

/**
 * Words rightly the same as in English: names, and words French spells like English. A text equal
 * to its English one is an untranslated copy unless every word it shows is in its language's list.
 */
const SAME_IN_EVERY_LANGUAGE = ["Lakou", "OK", "Blog", "DJ", "Spam", "Stripe", "MonCash", "Visa", "Mastercard", "PayPal", "English", "Français", "Kreyòl"];
const FRENCH_LIKE_ENGLISH = [
  "Baby", "Compact", "Cookies", "Description", "Encouragement", "Express", "Instructions", "Message", "Motivation",
  "Notifications", "Option", "Options", "Page", "Pages", "Photo", "Question", "Questions", "Shower", "Standard", "Total", "Type", "Violence",
];
const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  fr: new Set([...SAME_IN_EVERY_LANGUAGE, ...FRENCH_LIKE_ENGLISH].map((word) => word.toLowerCase())),
  ht: new Set(SAME_IN_EVERY_LANGUAGE.map((word) => word.toLowerCase())),
};

const isCopy = (locale: string, text: string) =>
  wordsOf(text).some((word) => !SAME_AS_ENGLISH[locale]!.has(word.toLowerCase()));

const flat = Object.fromEntries(locales.map((locale) => [locale, flatten(messages[locale]!)]));
const english = flat.en!;

describe.each(locales.filter((locale) => locale !== "en"))("messages/%s.json", (locale) => {
  const other = flat[locale]!;

  it("has every English key", () => {
    expect([...english.keys()].filter((key) => !other.has(key))).toEqual([]);
  });

  it("has no key that English lacks", () => {
    expect([...other.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("translates every text instead of copying the English", () => {
    const copies = [...english].filter(
      ([key, text]) => other.get(key) === text && isCopy(locale, text),
    );
    expect(copies.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("uses the same message arguments as English, in valid ICU syntax", () => {
    const mismatched = [...english]
      .filter(([key]) => other.has(key))
      .filter(([key, text]) => argumentsOf(text).join() !== argumentsOf(other.get(key)!).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe("messages/en.json", () => {
  it("is valid ICU syntax throughout", () => {
    expect(() => [...english.values()].forEach((text) => parse(text))).not.toThrow();
  });
});
