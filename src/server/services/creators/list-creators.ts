import "server-only";
import { containsPattern } from "@/server/db/like-pattern";
import { type SQL, type SQLWrapper, and, count, eq, gt, inArray, lte, not, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { priceBandRange } from "@/lib/price-bands";
import { CATEGORIES, type Category, creatorListingCounts, creatorProfiles, profiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import {
  BROWSE_MAX_PAGE_SIZE,
  BROWSE_PAGE_SIZE,
  BROWSE_SEARCH_MAX,
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
  /** Trimmed, spaces collapsed, lower case (the database folds case too); empty means no search. */
  search: z
    .string()
    .trim()
    .max(BROWSE_SEARCH_MAX, "validation.searchTooLong")
    .transform((search) => search.replace(/\s+/g, " ").toLowerCase() || undefined)
    .optional(),
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
/** The browse options as parsed: defaults filled in, the search normalised. */
export type ListCreatorsFilters = z.output<typeof listCreatorsInput>;

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
  /** How many creators match; a search counts at most SEARCH_COUNT_CAP (then `totalCapped`). */
  total: number;
  /** True when a search matches more than SEARCH_COUNT_CAP creators: the UI says "1,000+". */
  totalCapped: boolean;
  page: number;
  pageCount: number;
}

/** A search counts its matches up to this many, and pages no further: past it, refine the search. */
export const SEARCH_COUNT_CAP = 1_000;

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

/** The search's words (at most five), each as a LIKE pattern. */
function searchWords(search: string) {
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => ({ word, pattern: containsPattern(word) }));
}

/**
 * Name search that ignores case and accents, served by the trigram index on the folded name and
 * handle. Each word must match, as a substring (3+ characters) or as a similar word
 * (word_similarity, which forgives a small typo in a longer word); or the whole search names a
 * category in one of our languages. When that finds nobody, the fuzzy pass compares the whole
 * name (similarity), which forgives a typo in a short name ("jemon" finds "Jèmèn") at the cost
 * of many more candidates.
 *
 * Exact matches (the whole search inside the name or handle, or a category it names) list before
 * the others, the chosen sort applying within each group: `tier` picks one group ("all" for both).
 * Within the exact group a word of 3+ characters already matches as a substring, so only shorter
 * words keep their own check. The category comes first: it spares its creators the costlier checks.
 */
function searchCondition(search: string, fuzzy: boolean, tier: SearchTier) {
  const categories = categoriesMatching(search);
  const inCategory = categories.length > 0 ? inArray(creatorProfiles.category, categories) : undefined;
  const containsAll = sql`${creatorProfiles.searchText} like lakou_unaccent(${containsPattern(search)})`;
  const exactName = tier === "exact" ? containsAll : undefined;
  const byName = fuzzy
    ? and(exactName, sql`${creatorProfiles.searchText} % lakou_unaccent(${search})`)
    : and(
        exactName,
        ...searchWords(search).map(({ word, pattern }) => {
          const long = [...word].length >= 3;
          if (long && tier === "exact") return undefined;
          return or(
            long ? sql`${creatorProfiles.searchText} like lakou_unaccent(${pattern})` : undefined,
            sql`lakou_unaccent(${word}) <% ${creatorProfiles.searchText}`,
          );
        }),
      );
  const matching = or(inCategory, byName);
  return tier === "others" ? and(matching, not(or(inCategory, containsAll)!)) : matching;
}

type SearchTier = "all" | "exact" | "others";

function priceCondition(price: PriceFilter) {
  if (price === "all") return undefined;
  const { above, atMost } = priceBandRange(price);
  return and(
    above === null ? undefined : gt(creatorProfiles.videoPriceUsdCents, above),
    atMost === null ? undefined : lte(creatorProfiles.videoPriceUsdCents, atMost),
  );
}

function filterCondition(filters: ListCreatorsFilters, fuzzy = false, tier: SearchTier = "all") {
  const category = filters.category === "all" ? undefined : filters.category;
  const language = filters.language === "all" ? undefined : filters.language;
  return and(
    sql`${creatorProfiles.listed}`,
    category ? eq(creatorProfiles.category, category) : undefined,
    priceCondition(filters.price),
    language ? sql`${creatorProfiles.languages} @> array[${language}]::text[]` : undefined,
    filters.verified ? eq(creatorProfiles.verified, true) : undefined,
    filters.search ? searchCondition(filters.search, fuzzy, tier) : undefined,
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

/** Creators meeting `where`, counted up to one past the cap: enough to know the cap was passed. */
function cappedCountQuery(db: Db, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1` })
    .from(creatorProfiles)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as("matches");
  return db.select({ total: count() }).from(matches);
}

/** Pages that start this deep count first, to read the index from whichever end is nearer. */
const DEEP_OFFSET = 1_200;

interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
}

/**
 * One page: the ids of the creators meeting `where` are found on the browse index alone (an
 * index-only scan where the filters allow), then the page's rows are joined. `reversed` reads the
 * index backwards (the window then counts from the end). `total` rides along in the same statement.
 */
function pageQuery(db: Db, filters: ListCreatorsFilters, window: PageWindow, where: SQL | undefined, total: SQL) {
  const ids = db
    .select({ id: creatorProfiles.userId, total: total.mapWith(Number).as("total") })
    .from(creatorProfiles)
    .where(where)
    .orderBy(...orderBy(filters.sort, window.reversed))
    .offset(window.offset)
    .limit(window.limit)
    .as("page");
  return db
    .select({ ...creatorCardFields, total: ids.total })
    .from(ids)
    .innerJoin(creatorProfiles, eq(creatorProfiles.userId, ids.id))
    .leftJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .orderBy(...orderBy(filters.sort, false));
}

/** Which rows of the full order a page needs, reading backwards past the middle. */
function pageWindow(filters: ListCreatorsFilters, total: number): PageWindow {
  const offset = (filters.page - 1) * filters.pageSize;
  if (offset <= total / 2) return { offset, limit: filters.pageSize, reversed: false };
  const limit = Math.min(filters.pageSize, total - offset);
  return { offset: Math.max(0, total - offset - filters.pageSize), limit, reversed: true };
}

/** A statement the browse runs: prepared by the service; the benchmark also reads its SQL. */
interface BrowseStatement<R> {
  prepare(name: string): { execute(): Promise<R> };
  toSQL(): { sql: string; params: unknown[] };
}
export type RunBrowseStatement = <R>(statement: BrowseStatement<R>, name: string) => Promise<R>;

/**
 * Each statement is prepared, kept per connection by its text (one per filter combination), so
 * PostgreSQL parses it once and only plans it for each request's parameters.
 */
const runPrepared: RunBrowseStatement = (statement, name) => statement.prepare(name).execute();

type PageRow = CreatorListItem & { total: number | null };
interface Pass {
  rows: Omit<PageRow, "currency">[];
  /** Matches; for a search, up to SEARCH_COUNT_CAP + 1. */
  total: number;
}

/**
 * Without a search: most pages are one statement that also reads the total from the maintained
 * counts. A deep page first reads the total, to pick the index direction (the last page costs what
 * the first does) or to answer a page past the end without reading it.
 */
async function filteredPass(db: Db, filters: ListCreatorsFilters, run: RunBrowseStatement): Promise<Pass> {
  const where = filterCondition(filters);
  const offset = (filters.page - 1) * filters.pageSize;
  if (offset >= DEEP_OFFSET) {
    const total = (await run(countQuery(db, filters), "browse_count"))[0]?.total ?? 0;
    if (offset >= total) return { rows: [], total };
    return { rows: await run(pageQuery(db, filters, pageWindow(filters, total), where, sql`null`), "browse_page"), total };
  }
  const window = { offset, limit: filters.pageSize, reversed: false };
  const rows = await run(pageQuery(db, filters, window, where, sql`(${countQuery(db, filters)})`), "browse_page");
  const total = rows[0]?.total ?? (await run(countQuery(db, filters), "browse_count"))[0]?.total ?? 0;
  return { rows, total };
}

/**
 * A search lists exact matches first, then the others, each group in the chosen sort. Each group is
 * read in that sort with a LIMIT, so a search matching many creators stops early instead of sorting
 * them all; the matches are counted up to the cap in the first statement. The other matches are
 * read only when the page reaches past the exact ones.
 */
async function searchPass(
  db: Db,
  filters: ListCreatorsFilters & { search: string },
  fuzzy: boolean,
  run: RunBrowseStatement,
): Promise<Pass> {
  const matching = filterCondition(filters, fuzzy);
  const offset = (filters.page - 1) * filters.pageSize;
  const countMatches = async () => (await run(cappedCountQuery(db, matching), "browse_search_count"))[0]?.total ?? 0;
  if (offset >= SEARCH_COUNT_CAP) return { rows: [], total: await countMatches() };

  // The last page stops at the cap, as the total does.
  const window = { offset, limit: Math.min(filters.pageSize, SEARCH_COUNT_CAP - offset), reversed: false };
  const total = sql`(${cappedCountQuery(db, matching)})`;
  const exactRows = await run(pageQuery(db, filters, window, filterCondition(filters, fuzzy, "exact"), total), "browse_search_page");
  const matches = exactRows[0]?.total ?? (await countMatches());
  if (exactRows.length === window.limit || offset + exactRows.length >= matches) return { rows: exactRows, total: matches };

  // Where the exact matches end: on this page, or before it (counted; none before the first page).
  const exactQuery = db.select({ total: count() }).from(creatorProfiles).where(filterCondition(filters, fuzzy, "exact"));
  const exactCount =
    exactRows.length > 0 || offset === 0
      ? offset + exactRows.length
      : ((await run(exactQuery, "browse_exact_count"))[0]?.total ?? 0);
  const rest = { offset: Math.max(0, offset - exactCount), limit: window.limit - exactRows.length, reversed: false };
  const others = await run(pageQuery(db, filters, rest, filterCondition(filters, fuzzy, "others"), sql`null`), "browse_search_others");
  return { rows: [...exactRows, ...others], total: matches };
}

/**
 * Browse read from the database, without the cache: the page of creators matching the parsed
 * filters. A search that matches nobody tries again with whole-name similarity. A page past the
 * end is empty but still reports the total. `run` lets the benchmark time the very same statements.
 */
export async function readCreatorList(
  db: Db,
  filters: ListCreatorsFilters,
  run: RunBrowseStatement = runPrepared,
): Promise<CreatorListPage> {
  const search = filters.search;
  const pass = (fuzzy: boolean) => (search ? searchPass(db, { ...filters, search }, fuzzy, run) : filteredPass(db, filters, run));
  let { rows, total } = await pass(false);
  if (search && total === 0) ({ rows, total } = await pass(true));
  const totalCapped = Boolean(search) && total > SEARCH_COUNT_CAP;
  if (totalCapped) total = SEARCH_COUNT_CAP;
  return {
    creators: rows.map(({ total: _total, ...creator }): CreatorListItem => ({ ...creator, currency: "USD" })),
    total,
    totalCapped,
    page: filters.page,
    pageCount: Math.ceil(total / filters.pageSize),
  };
}

/**
 * Browse straight from the database: listed creators (profile role creator) filtered, searched,
 * sorted and paged in PostgreSQL. Anyone may browse. Pages and the API read through the cache
 * (`listCreatorsCached`); this exact read serves it and the tests.
 */
export async function listCreators({ db, input }: { db: Db; actor: Actor | null; input: z.input<typeof listCreatorsInput> }): Promise<CreatorListPage> {
  return readCreatorList(db, parseInput(listCreatorsInput, input));
}
