"use client";

import { useUrlState } from "@/components/navigation/use-url-state";
import { type BrowseState, browseQuery, parseBrowseState } from "./browse-state";

/** Browse's state from the URL (src/components/navigation/use-url-state.ts), and a way to change it. */
export function useBrowseNavigation() {
  const { state, searchParams, hrefFor, go } = useUrlState(parseBrowseState, browseQuery);
  /** Changes filters, back to page 1 unless the patch says otherwise. */
  const update = (patch: Partial<BrowseState>) => go({ ...state, page: 1, ...patch });
  return { state, searchParams, hrefFor, go, update };
}
