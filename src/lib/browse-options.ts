/* Browse's choices, shared by the service and the browse components (constants and types only). */
import { PRICE_BAND_IDS } from "./price-bands";
import type { Category } from "@/server/db/schema";

/** The catalogue's categories in the order the filter offers them (the same set as the schema's CATEGORIES). */
export const BROWSE_CATEGORIES = [
  "musician",
  "comedian",
  "actor",
  "singer",
  "djProducer",
  "radioHost",
  "dj",
] as const satisfies readonly Category[];
/** "all", then the price bands (lib/price-bands.ts). */
export const PRICE_FILTERS = ["all", ...PRICE_BAND_IDS] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
/** popular = most reviews (the default). */
export const BROWSE_SORTS = ["popular", "priceAsc", "priceDesc", "rating", "newest"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
/** The longest search browse takes (the service refuses longer; links are cut to it). */
export const BROWSE_SEARCH_MAX = 100;
export const BROWSE_PAGE_SIZE = 12;
export const BROWSE_MAX_PAGE_SIZE = 48;
/** The quick view shows at most three sample clips. */
export const QUICK_VIEW_PREVIEWS = 3;
