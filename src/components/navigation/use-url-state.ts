"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import type { Params } from "@/lib/url-state";

/**
 * A page's state kept in its URL (`parse` reads it, `query` writes it, leaving out defaults), and a way to change it.
 * Changes push a history entry with the browser's own pushState (Next.js keeps useSearchParams in step), so back and
 * forward walk through them and the page's queries refetch on the client without a server render. Until Next.js has
 * caught up with the new URL, the pushed state shows at once (a ticked box stays ticked).
 */
export function useUrlState<State>(parse: (params: Params) => State, query: (state: State) => string) {
  const searchParams = useSearchParams();
  // Next's own pathname: the real path, locale prefix included.
  const pathname = usePathname();
  const fromUrl = useMemo(() => parse(searchParams), [parse, searchParams]);
  const current = searchParams.toString();
  const [pushed, setPushed] = useState<{ over: string; state: State } | null>(null);
  // Once the URL moves (to the pushed state, or back and forward), it is the truth again.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setPushed(null);
  }
  const state = pushed && pushed.over === current ? pushed.state : fromUrl;

  const hrefFor = (next: State) => `${pathname}${query(next)}`;
  const go = (next: State) => {
    // The state already shown (its tab pressed again): no second history entry.
    if (query(next) === query(state)) return;
    setPushed({ over: current, state: next });
    window.history.pushState(null, "", hrefFor(next));
  };

  return { state, searchParams, hrefFor, go };
}
