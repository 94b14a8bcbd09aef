import { FEED_PAGE_SIZE } from "@/lib/post-limits";

export const FEED_TABS = ["all", "video", "image", "text", "live"] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/**
 * What the feed asks for, from its tab, search, the reader's sign-in state and the open-only filter: the page reads the
 * first screen's on the server with it, and the view asks again with it when the reader changes any of them.
 */
export function feedInput({ tab, search, signedIn, onlyOpen }: { tab: FeedTab; search: string; signedIn: boolean; onlyOpen: boolean }) {
  return {
    contentType: tab === "all" ? undefined : tab,
    limit: FEED_PAGE_SIZE,
    preview: !signedIn,
    excludeLockedContent: signedIn && onlyOpen,
    search: search || undefined,
  };
}
