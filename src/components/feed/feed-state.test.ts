import { describe, expect, it } from "vitest";
import { FEED_PAGE_SIZE, FEED_SEARCH_MAX } from "@/lib/post-limits";
import { DEFAULT_FEED_STATE, feedInput, feedQuery, parseFeedState } from "./feed-state";

const parse = (query: string) => parseFeedState(new URLSearchParams(query));

describe("the feed's state in its URL", () => {
  it("reads the tab, search, layout and open-only filter, and writes them back leaving out defaults", () => {
    const state = parse("tab=video&search=%20konpa%20&layout=vertical&onlyOpen=true");
    expect(state).toEqual({ tab: "video", search: "konpa", layout: "vertical", onlyOpen: true });
    expect(feedQuery(state)).toBe("?tab=video&search=konpa&layout=vertical&onlyOpen=true");
    expect(feedQuery(DEFAULT_FEED_STATE)).toBe("");
    expect(feedQuery({ ...DEFAULT_FEED_STATE, tab: "live" })).toBe("?tab=live");
  });

  it("falls back to the defaults for anything it does not know, so an old or edited link still opens the feed", () => {
    expect(parse("tab=podcasts&layout=masonry&onlyOpen=yes")).toEqual(DEFAULT_FEED_STATE);
    expect(parse("search=" + "a".repeat(FEED_SEARCH_MAX + 20)).search).toHaveLength(FEED_SEARCH_MAX);
  });

  it("asks for previews for guests and lets only signed-in readers leave out locked posts", () => {
    const state = { ...DEFAULT_FEED_STATE, tab: "image" as const, onlyOpen: true };
    expect(feedInput(state, false)).toEqual({ contentType: "image", limit: FEED_PAGE_SIZE, preview: true, excludeLockedContent: false, search: undefined });
    expect(feedInput(state, true)).toMatchObject({ preview: false, excludeLockedContent: true });
    expect(feedInput(DEFAULT_FEED_STATE, true).contentType).toBeUndefined();
  });
});
