import { FEED_PAGE_SIZE, FEED_SEARCH_MAX } from "@/lib/post-limits";
import { type Params, oneOf, queryWithoutDefaults } from "@/lib/url-state";

export const FEED_TABS = ["all", "video", "image", "text", "live"] as const;
type FeedTab = (typeof FEED_TABS)[number];
export const FEED_LAYOUTS = ["grid", "vertical"] as const;
type FeedLayout = (typeof FEED_LAYOUTS)[number];

/** Everything the feed shows, as kept in the URL, so a tab or a search can be shared, reloaded and gone back to. */
export interface FeedState {
  tab: FeedTab;
  search: string;
  layout: FeedLayout;
  onlyOpen: boolean;
}

export const DEFAULT_FEED_STATE: FeedState = { tab: "all", search: "", layout: "grid", onlyOpen: false };

/** Reads the state from query parameters; anything unknown falls back to its default (links never break). */
export function parseFeedState(params: Params): FeedState {
  return {
    tab: oneOf(FEED_TABS, params.get("tab"), "all"),
    search: (params.get("search") ?? "").trim().slice(0, FEED_SEARCH_MAX),
    layout: oneOf(FEED_LAYOUTS, params.get("layout"), "grid"),
    onlyOpen: params.get("onlyOpen") === "true",
  };
}

/** The query string for a state, leaving out defaults so shared links stay short. */
export function feedQuery(state: FeedState): string {
  return queryWithoutDefaults(state, DEFAULT_FEED_STATE);
}

/**
 * What the feed asks for, from its state and the reader's sign-in state: the page reads the first screen's on the
 * server with it, and the view asks again with it when the reader changes the tab, the search or the open-only filter.
 */
export function feedInput({ tab, search, onlyOpen }: FeedState, signedIn: boolean) {
  return {
    contentType: tab === "all" ? undefined : tab,
    limit: FEED_PAGE_SIZE,
    preview: !signedIn,
    excludeLockedContent: signedIn && onlyOpen,
    search: search || undefined,
  };
}
