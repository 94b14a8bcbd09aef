import "server-only";
import { type SQL, type SQLWrapper, and, count, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { priceBandRange } from "@/lib/price-bands";
import { CATEGORIES, type Category, creatorListingCounts, creatorProfiles, profiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import {
  BROWSE_MAX_PAGE_SIZE,
  BROWSE_PAGE_SIZE,
  BROWSE_SORTS,
  type BrowseSort,
  PRICE_FILTERS,
  type PriceFilter,
} from "@/lib/browse-options";
import { categoriesMatching } from "./category-search";
import { creatorNameSql } from "./get-creator-page";

const MAX_PAGE = 100_000;

/** A whole number given as a number (tRPC) or as query-string digits (REST). */
function wholeNumber(min: number, max: number, key: string) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,9}$/, key).transform(Number)], { message: key })
    .pipe(z.number({ message: key }).int(key).min(min, key).max(max, key));
}

export const listCreatorsInput = z.object({
  search: z.string().trim().max(100, "validation.searchTooLong").optional(),
  category: z.enum([...CATEGORIES, "all"], { message: "validation.browseCategory" }).optional(),
  price: z.enum(PRICE_FILTERS, { message: "validation.browsePrice" }).default("all"),
  sort: z.enum(BROWSE_SORTS, { message: "validation.browseSort" }).default("popular"),
  /** A language code such as ht, fr, en or es; "all" or absent for any. */
  language: z.string().regex(/^([a-z]{2,3}|all)$/, "validation.browseLanguage").optional(),
  /** Only verified creators when true. */
  verified: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
      message: "validation.browseVerified",
    })
    .default(false),
  page: wholeNumber(1, MAX_PAGE, "validation.page").default(1),
  pageSize: wholeNumber(1, BROWSE_MAX_PAGE_SIZE, "validation.browsePageSize").default(BROWSE_PAGE_SIZE),
});
export type ListCreatorsInput = z.input<typeof listCreatorsInput>;
type ListCreatorsFilters = z.output<typeof listCreatorsInput>;

/** The columns behind a CreatorListItem (all but the currency). */
export const creatorCardFields = {
  id: creatorProfiles.userId,
  name: creatorNameSql,
  handle: creatorProfiles.handle,
  category: creatorProfiles.category,
  bio: creatorProfiles.bio,
  image: creatorProfiles.avatarUrl,
  priceCents: creatorProfiles.videoPriceUsdCents,
  rating: creatorProfiles.averageRating,
  reviews: creatorProfiles.totalReviews,
  responseTimeHours: creatorProfiles.responseTimeHours,
  verified: creatorProfiles.verified,
  languages: creatorProfiles.languages,
  videoCount: creatorProfiles.totalVideos,
  isAvailable: creatorProfiles.isAvailable,
};

/** A browse card (spec §3): price in USD cents, rating null until a first review ("New"). */
export interface CreatorListItem {
  id: string;
  /** Display name, else first and last name; null lets the UI say 'Creator'. */
  name: string | null;
  handle: string;
  category: Category;
  bio: string;
  /** The avatar; null shows the initials placeholder. */
  image: string | null;
  priceCents: number;
  currency: "USD";
  rating: number | null;
  reviews: number;
  responseTimeHours: number;
  verified: boolean;
  languages: string[];
  videoCount: number;
  isAvailable: boolean;
}

export interface CreatorListPage {
  creators: CreatorListItem[];
  total: number;
  page: number;
  pageCount: number;
}

interface OrderKey {
  column: SQLWrapper;
  descending: boolean;
  nullsFirst: boolean;
}
const key = (column: OrderKey["column"], descending: boolean, nullsFirst = descending): OrderKey => ({
  column,
  descending,
  nullsFirst,
});

/**
 * Each sort, ending on the creator id so every order is total. Each matches one browse index
 * (schema/creators.ts) read forwards, or backwards for priceDesc and for the far half of the pages.
 */
const ORDERS: Record<BrowseSort, OrderKey[]> = {
  popular: [key(creatorProfiles.totalReviews, true, false), key(creatorProfiles.userId, false)],
  priceAsc: [key(creatorProfiles.videoPriceUsdCents, false), key(creatorProfiles.userId, false)],
  priceDesc: [key(creatorProfiles.videoPriceUsdCents, true), key(creatorProfiles.userId, true)],
  rating: [
    key(creatorProfiles.averageRating, true, false),
    key(creatorProfiles.totalReviews, true, false),
    key(creatorProfiles.userId, false),
  ],
  newest: [key(creatorProfiles.createdAt, true, false), key(creatorProfiles.userId, false)],
};

function orderBy(sort: BrowseSort, reversed: boolean): SQL[] {
  return ORDERS[sort].map(({ column, descending, nullsFirst }) => {
    const direction = descending !== reversed ? "desc" : "asc";
    const nulls = nullsFirst !== reversed ? "first" : "last";
    return sql`${column} ${sql.raw(direction)} nulls ${sql.raw(nulls)}`;
  });
}

/** The search's words (at most five), each escaped for LIKE. */
function searchWords(search: string) {
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => ({ word, pattern: `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%` }));
}

/**
 * Name search that ignores case and accents, served by the trigram index on the folded name and
 * handle. Each word must match, as a substring (3+ characters) or as a similar word
 * (word_similarity, which forgives a small typo in a longer word); or the whole search names a
 * category in one of our languages. When that finds nobody, the fuzzy pass compares the whole
 * name (similarity), which forgives a typo in a short name ("jemon" finds "Jèmèn") at the cost
 * of many more candidates.
 */
function searchCondition(search: string, fuzzy: boolean) {
  const categories = categoriesMatching(search);
  const byName = fuzzy
    ? sql`${creatorProfiles.searchText} % lakou_unaccent(${search})`
    : and(
        ...searchWords(search).map(({ word, pattern }) =>
          or(
            [...word].length >= 3 ? sql`${creatorProfiles.searchText} like lakou_unaccent(${pattern})` : undefined,
            sql`lakou_unaccent(${word}) <% ${creatorProfiles.searchText}`,
          ),
        ),
      );
  return or(byName, categories.length > 0 ? inArray(creatorProfiles.category, categories) : undefined);
}

/** Exact matches (substring or category) rank before the others; the chosen sort applies within each. */
function searchRank(search: string) {
  const categories = categoriesMatching(search);
  const contains = sql`strpos(${creatorProfiles.searchText}, lakou_unaccent(${search})) > 0`;
  const exact = categories.length ? sql`${contains} or ${inArray(creatorProfiles.category, categories)}` : contains;
  return sql`case when ${exact} then 0 else 1 end`;
}

function priceCondition(price: PriceFilter) {
  if (price === "all") return undefined;
  const { above, atMost } = priceBandRange(price);
  return and(
    above === null ? undefined : gt(creatorProfiles.videoPriceUsdCents, above),
    atMost === null ? undefined : lte(creatorProfiles.videoPriceUsdCents, atMost),
  );
}

function filterCondition(filters: ListCreatorsFilters, fuzzy = false) {
  const category = filters.category === "all" ? undefined : filters.category;
  const language = filters.language === "all" ? undefined : filters.language;
  return and(
    sql`${creatorProfiles.listed}`,
    category ? eq(creatorProfiles.category, category) : undefined,
    priceCondition(filters.price),
    language ? sql`${creatorProfiles.languages} @> array[${language}]::text[]` : undefined,
    filters.verified ? eq(creatorProfiles.verified, true) : undefined,
    filters.search ? searchCondition(filters.search, fuzzy) : undefined,
  );
}

/** Listed creators matching the filters (no search), summed from the maintained counts. */
function countQuery(db: Db, filters: ListCreatorsFilters) {
  const category = filters.category === "all" ? undefined : filters.category;
  const language = filters.language === "all" ? undefined : filters.language;
  return db
    .select({ total: sql<number>`coalesce(sum(${creatorListingCounts.creators}), 0)::int` })
    .from(creatorListingCounts)
    .where(
      and(
        eq(creatorListingCounts.language, language ?? "*"),
        category ? eq(creatorListingCounts.category, category) : undefined,
        filters.price === "all" ? undefined : eq(creatorListingCounts.priceBand, filters.price),
        filters.verified ? eq(creatorListingCounts.verified, true) : undefined,
      ),
    );
}

/** Pages that start this deep count first, to read the index from whichever end is nearer. */
const DEEP_OFFSET = 1_200;

/**
 * One page: the matching ids are found on the browse index alone (an index-only scan where the
 * filters allow), then the page's rows are joined. Past half the results the index is read
 * backwards, so the last pages cost what the first do. `total` says where the total comes from:
 * counted over the search's matches, the maintained counts read in the same statement, or none
 * (counted before).
 */
function pageQuery(
  db: Db,
  filters: ListCreatorsFilters,
  window: { offset: number; limit: number; reversed: boolean },
  { fuzzy, total }: { fuzzy: boolean; total: "matches" | "counts" | "none" },
) {
  const rank = filters.search ? [searchRank(filters.search)] : [];
  const totalSql =
    total === "matches" ? sql`count(*) over ()` : total === "counts" ? sql`(${countQuery(db, filters)})` : sql`null`;
  const ids = db
    .select({ id: creatorProfiles.userId, total: totalSql.mapWith(Number).as("total") })
    .from(creatorProfiles)
    .where(filterCondition(filters, fuzzy))
    .orderBy(...rank, ...orderBy(filters.sort, window.reversed))
    .offset(window.offset)
    .limit(window.limit)
    .as("page");
  return db
    .select({ ...creatorCardFields, total: ids.total })
    .from(ids)
    .innerJoin(creatorProfiles, eq(creatorProfiles.userId, ids.id))
    .leftJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .orderBy(...rank, ...orderBy(filters.sort, false));
}

/** Which rows of the full order a page needs, reading backwards past the middle when the total is known. */
function pageWindow(filters: ListCreatorsFilters, total: number | null) {
  const offset = (filters.page - 1) * filters.pageSize;
  if (total === null || offset <= total / 2) return { offset, limit: filters.pageSize, reversed: false };
  const limit = Math.min(filters.pageSize, total - offset);
  return { offset: Math.max(0, total - offset - filters.pageSize), limit, reversed: true };
}

/**
 * The statements behind one browse page, in the order they run. Most pages are one statement
 * that also reads the total. A deep page without a search first reads the total (`count`) to
 * pick the index direction; `page` is null when the total puts the page past the end. `total`
 * counts apart, for an empty page. `fuzzy` picks the search's second pass.
 * Exported so the benchmark runs the very same SQL without our layers.
 */
export function creatorListStatements(db: Db, filters: ListCreatorsFilters, { fuzzy = false } = {}) {
  const countFirst = !filters.search && (filters.page - 1) * filters.pageSize >= DEEP_OFFSET;
  return {
    count: countFirst ? countQuery(db, filters) : null,
    page(counted: number | null) {
      if (counted !== null && (filters.page - 1) * filters.pageSize >= counted) return null;
      const total = filters.search ? "matches" : counted === null ? "counts" : "none";
      return pageQuery(db, filters, pageWindow(filters, counted), { fuzzy, total });
    },
    total: () =>
      filters.search
        ? db.select({ total: count() }).from(creatorProfiles).where(filterCondition(filters, fuzzy))
        : countQuery(db, filters),
  };
}

/**
 * Runs one pass of the statements: the page and its total (counted apart only for an empty page).
 * Each is a prepared statement, kept per connection by its text (one per filter combination), so
 * PostgreSQL parses it once and only plans it for each request's parameters.
 */
async function runStatements(db: Db, filters: ListCreatorsFilters, fuzzy: boolean) {
  const statements = creatorListStatements(db, filters, { fuzzy });
  const counted = statements.count ? ((await statements.count.prepare("browse_count").execute())[0]?.total ?? 0) : null;
  const page = statements.page(counted);
  const rows = page ? await page.prepare("browse_page").execute() : [];
  const total = counted ?? rows[0]?.total ?? ((await statements.total().prepare("browse_total").execute())[0]?.total ?? 0);
  return { rows, total };
}

/**
 * Browse: listed creators (profile role creator) filtered, searched, sorted and paged in PostgreSQL.
 * A search that matches nobody tries again with whole-name similarity. Anyone may browse.
 * A page past the end is empty but still reports the total.
 */
export async function listCreators({ db, input }: { db: Db; actor: Actor | null; input: unknown }): Promise<CreatorListPage> {
  const filters = parseInput(listCreatorsInput, input);
  let { rows, total } = await runStatements(db, filters, false);
  if (filters.search && total === 0) ({ rows, total } = await runStatements(db, filters, true));
  return {
    creators: rows.map(({ total: _total, ...creator }): CreatorListItem => ({ ...creator, currency: "USD" })),
    total,
    page: filters.page,
    pageCount: Math.ceil(total / filters.pageSize),
  };
}
