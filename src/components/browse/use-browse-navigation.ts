"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { type BrowseState, browseQuery, parseBrowseState } from "./browse-state";

/**
 * Browse's state from the URL, and a way to change it. Changes push a history entry with the
 * browser's own pushState (Next.js keeps useSearchParams in step), so back and forward walk
 * through them and the list refetches on the client without a server render. Until Next.js has
 * caught up with the new URL, the pushed state shows at once (a ticked box stays ticked).
 */
export function useBrowseNavigation() {
  const searchParams = useSearchParams();
  // Next's own pathname: the real path, locale prefix included.
  const pathname = usePathname();
  const fromUrl = useMemo(() => parseBrowseState(searchParams), [searchParams]);
  const current = searchParams.toString();
  const [pushed, setPushed] = useState<{ over: string; state: BrowseState } | null>(null);
  // Once the URL moves (to the pushed state, or back and forward), it is the truth again.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setPushed(null);
  }
  const state = pushed && pushed.over === current ? pushed.state : fromUrl;

  const hrefFor = (next: BrowseState) => `${pathname}${browseQuery(next)}`;
  const go = (next: BrowseState) => {
    setPushed({ over: current, state: next });
    window.history.pushState(null, "", hrefFor(next));
  };
  /** Changes filters, back to page 1 unless the patch says otherwise. */
  const update = (patch: Partial<BrowseState>) => go({ ...state, page: 1, ...patch });

  return { state, searchParams, hrefFor, go, update };
}
