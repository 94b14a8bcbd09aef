import { describe, expect, it } from "vitest";
import { isExternalHref, localizeHref, safeReturnPath, switchLocalePath } from "./locale-links";

describe("localizeHref", () => {
  it("prefixes internal paths with the locale", () => {
    expect(localizeHref("/browse", "fr")).toBe("/fr/browse");
    expect(localizeHref("/fan/orders?tab=open#top", "ht")).toBe("/ht/fan/orders?tab=open#top");
  });

  it("sends the home page to the bare locale, without a trailing slash", () => {
    expect(localizeHref("/", "en")).toBe("/en");
    expect(localizeHref("/?search=konpa", "fr")).toBe("/fr?search=konpa");
    expect(localizeHref("/#faq", "ht")).toBe("/ht#faq");
  });

  it("keeps a path that already carries a locale", () => {
    expect(localizeHref("/fr/browse", "en")).toBe("/fr/browse");
    expect(localizeHref("/ht", "en")).toBe("/ht");
    expect(localizeHref("/en?x=1", "fr")).toBe("/en?x=1");
  });

  it("does not mistake a path that merely starts like a locale for one", () => {
    expect(localizeHref("/english-lessons", "fr")).toBe("/fr/english-lessons");
    expect(localizeHref("/free", "en")).toBe("/en/free");
  });

  it("leaves external, protocol-relative, mailto, tel and hash links alone", () => {
    for (const href of ["https://example.com/a", "http://example.com", "//cdn.example.com/x.js", "mailto:help@lakou.ht", "tel:+50912345678", "#main"]) {
      expect(localizeHref(href, "fr")).toBe(href);
    }
  });
});

describe("isExternalHref", () => {
  it("tells links that leave the app from internal paths", () => {
    expect(isExternalHref("https://example.com")).toBe(true);
    expect(isExternalHref("//example.com")).toBe(true);
    expect(isExternalHref("mailto:a@b.c")).toBe(true);
    expect(isExternalHref("/browse")).toBe(false);
    expect(isExternalHref("#top")).toBe(false);
  });
});

describe("switchLocalePath", () => {
  it("swaps the locale segment and keeps the path, the query and the hash", () => {
    expect(switchLocalePath("/en/browse?search=konpa&page=2#results", "fr")).toBe("/fr/browse?search=konpa&page=2#results");
    expect(switchLocalePath("/fr/fan/creators/abc?openBooking=true", "ht")).toBe("/ht/fan/creators/abc?openBooking=true");
  });

  it("switches the home page, bare or with a query", () => {
    expect(switchLocalePath("/en", "ht")).toBe("/ht");
    expect(switchLocalePath("/en?x=1", "fr")).toBe("/fr?x=1");
    expect(switchLocalePath("/fr#faq", "en")).toBe("/en#faq");
  });

  it("only swaps a whole leading segment", () => {
    expect(switchLocalePath("/en/fr/page", "ht")).toBe("/ht/fr/page");
  });

  it("prefixes a path that has no locale yet", () => {
    expect(switchLocalePath("/browse?x=1", "fr")).toBe("/fr/browse?x=1");
    expect(switchLocalePath("/", "ht")).toBe("/ht");
    expect(switchLocalePath("browse", "en")).toBe("/en/browse");
  });
});

describe("safeReturnPath", () => {
  it("accepts a path on this site with its query and hash", () => {
    expect(safeReturnPath("/fan/home?x=1")).toBe("/fan/home?x=1");
    expect(safeReturnPath("/fr/checkout?type=video#pay")).toBe("/fr/checkout?type=video#pay");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of ["//evil.com", "https://evil.com", "/\\evil.com", "javascript:alert(1)", "/\t/evil.com", "\\\\evil.com", "evil.com"]) {
      expect(safeReturnPath(value), value).toBe("/");
    }
  });

  /** Each of these once ended in `Location: //evil.example` (issue 6). */
  const DOT_SEGMENT_ESCAPES = [
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/fan/../..//evil.example/x?y=1",
    "/.\\/evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "/.\n//evil.example",
    "/\r\n/evil.example",
  ];

  it("refuses paths that only leave the site once dot segments, backslashes or tabs are resolved", () => {
    for (const value of DOT_SEGMENT_ESCAPES) expect(safeReturnPath(value, "/home"), JSON.stringify(value)).toBe("/home");
  });

  it("keeps encoded slashes as a harmless path on this site and returns the normalised path", () => {
    expect(safeReturnPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeReturnPath("/en/./fan/../fan/home?x=1")).toBe("/en/fan/home?x=1");
    for (const value of ["/%2F%2Fevil.example", "/%5C%5Cevil.example", "/%2e%2e%2f%2fevil.example"]) {
      const path = safeReturnPath(value);
      expect(path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\"), value).toBe(true);
    }
  });

  it("uses the fallback for empty values", () => {
    expect(safeReturnPath(null, "/fan/home")).toBe("/fan/home");
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath("", "/login")).toBe("/login");
  });
});
