/* The picker's choices, shared by the service and the picker component (constants and types only). */
import type { Category } from "@/server/db/schema";

/**
 * The picker's category groups (spec screen 2) over our catalogue's categories:
 * - Music: everyone who makes music (musician, singer, dj, djProducer).
 * - Comedy: comedians.
 * - Sports and Motivation: the spec names them, but the catalogue has no sports or motivation
 *   category yet. Folding actors or radio hosts into them would mislabel those creators, so these
 *   groups match nobody (the picker shows its empty state) until such categories exist.
 * Actors and radio hosts appear under All Categories.
 */
export const PICKER_GROUPS = {
  music: ["musician", "singer", "dj", "djProducer"],
  comedy: ["comedian"],
  sports: [],
  motivation: [],
} as const satisfies Record<string, readonly Category[]>;
export type PickerGroup = keyof typeof PICKER_GROUPS;
/** The category filter's values, in the spec's order. */
export const PICKER_GROUP_FILTERS = ["all", "music", "comedy", "sports", "motivation"] as const satisfies readonly (
  | "all"
  | PickerGroup
)[];
export type PickerGroupFilter = (typeof PICKER_GROUP_FILTERS)[number];

export const PICKER_SORTS = ["popular", "rating", "priceAsc", "priceDesc", "response"] as const;
export type PickerSort = (typeof PICKER_SORTS)[number];
/** The picker grows a page at a time up to PICKER_MAX_SHOWN creators; beyond that, browse takes over. */
export const PICKER_PAGE_SIZE = 12;
export const PICKER_MAX_SHOWN = 48;
/** What the picker asks for before anyone changes a choice (the home page reads it on the server). */
export const PICKER_DEFAULT_INPUT = { search: "", group: "all", sort: "popular", limit: PICKER_PAGE_SIZE } as const satisfies {
  search: string;
  group: PickerGroupFilter;
  sort: PickerSort;
  limit: number;
};

