import { CREATOR_LANGUAGES } from "@/lib/creator-settings";
import type { Category } from "@/server/db/schema";
import {
  BROWSE_CATEGORIES,
  BROWSE_PAGE_SIZE,
  BROWSE_SEARCH_MAX,
  BROWSE_SORTS,
  type BrowseSort,
  PRICE_FILTERS,
  type PriceFilter,
} from "@/lib/browse-options";
import type { ListCreatorsInput } from "@/server/services/creators/list-creators";
import { type Params, oneOf, queryWithoutDefaults } from "@/lib/url-state";

export const BROWSE_VIEWS = ["grid", "list", "compact"] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];
/** Languages offered by the language filter (the catalogue's creators speak these). */
/** The languages browse filters by: the ones a creator may say they speak. */
export const BROWSE_LANGUAGES = CREATOR_LANGUAGES;

/** Everything browse shows, as kept in the URL. */
export interface BrowseState {
  search: string;
  category: Category | "all";
  price: PriceFilter;
  sort: BrowseSort;
  language: (typeof BROWSE_LANGUAGES)[number] | "all";
  verified: boolean;
  view: BrowseView;
  page: number;
}

export const DEFAULT_BROWSE_STATE: BrowseState = {
  search: "",
  category: "all",
  price: "all",
  sort: "popular",
  language: "all",
  verified: false,
  view: "grid",
  page: 1,
};

/** The query parameter that opens a creator's quick view on arrival (after signing in to save, or a tap on a name). */
export const QUICK_VIEW_PARAM = "creator";

/** A browse address (`hrefFor`'s) with a creator's quick view open. */
export function withQuickView(href: string, creatorId: string): string {
  const [path, query] = href.split("?");
  const params = new URLSearchParams(query);
  params.set(QUICK_VIEW_PARAM, creatorId);
  return `${path}?${params}`;
}

/** Reads the state from query parameters; anything unknown falls back to its default (links never break). */
export function parseBrowseState(params: Params): BrowseState {
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, BROWSE_SEARCH_MAX),
    category: oneOf([...BROWSE_CATEGORIES, "all"], params.get("category"), "all"),
    price: oneOf(PRICE_FILTERS, params.get("price"), "all"),
    sort: oneOf(BROWSE_SORTS, params.get("sort"), "popular"),
    language: oneOf([...BROWSE_LANGUAGES, "all"], params.get("language"), "all"),
    verified: params.get("verified") === "true",
    view: oneOf(BROWSE_VIEWS, params.get("view"), "grid"),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string for a state, leaving out defaults so shared links stay short. */
export function browseQuery(state: BrowseState): string {
  return queryWithoutDefaults(state, DEFAULT_BROWSE_STATE);
}

/** Whether any filter or search narrows the list (view and page do not). */
export function hasFilters(state: BrowseState): boolean {
  return (["search", "category", "price", "language", "verified"] as const).some(
    (key) => state[key] !== DEFAULT_BROWSE_STATE[key],
  );
}

/** The list procedure's input for a state. */
export function listInput(state: BrowseState): ListCreatorsInput {
  return {
    search: state.search || undefined,
    category: state.category,
    price: state.price,
    sort: state.sort,
    language: state.language,
    verified: state.verified,
    page: state.page,
    pageSize: BROWSE_PAGE_SIZE,
  };
}
