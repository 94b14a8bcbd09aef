import "server-only";
import type { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { parseInput } from "@/server/errors";
import { type CreatorListPage, type ListCreatorsFilters, listCreatorsInput, readCreatorList } from "./list-creators";
import { env } from "@/env";
import { ListingCache } from "./listing-cache";

/** The NOTIFY channel of the browse-changed triggers (see the browse_listing_notify migration). */
export const BROWSE_CHANNEL = "lakou_browse_changed";
/** Answers kept per process, and for how long at most (a NOTIFY normally drops them sooner). */
const BROWSE_CACHE = { maxEntries: 500, ttlMs: 30_000 };
/**
 * For shared caches (CDN) in front of the public API, which no NOTIFY reaches: a short freshness,
 * then a stale answer served while one request revalidates.
 */
export const BROWSE_CACHE_CONTROL = "public, s-maxage=10, stale-while-revalidate=60";

/**
 * One cache per database handle, listening on that handle's client (one LISTEN connection each);
 * kept across dev reloads, as the database handle is.
 */
const globalForCaches = globalThis as unknown as {
  lakouBrowseCaches?: WeakMap<Db, { cache: ListingCache<CreatorListPage>; listening: Promise<void> }>;
};
const caches = (globalForCaches.lakouBrowseCaches ??= new WeakMap());

/**
 * The handle's cache once its LISTEN is settled (the first call waits for it, a few milliseconds);
 * `BROWSE_CACHE=off` reads every answer from the database (the benchmark's cold run).
 */
async function browseCache(db: Db): Promise<ListingCache<CreatorListPage> | null> {
  if (env.BROWSE_CACHE === "off") return null;
  let entry = caches.get(db);
  if (!entry) {
    const cache = new ListingCache<CreatorListPage>(BROWSE_CACHE);
    entry = { cache, listening: cache.listen(db.$client, BROWSE_CHANNEL) };
    caches.set(db, entry);
  }
  await entry.listening;
  return entry.cache;
}

/** The cache key: the parsed options, in a fixed order, "all" and absent alike. */
export function browseCacheKey(filters: ListCreatorsFilters): string {
  const { search, category, price, sort, language, verified, page, pageSize } = filters;
  return JSON.stringify([search ?? "", category ?? "all", price, sort, language ?? "all", verified, page, pageSize]);
}

/**
 * Browse as pages and the public API serve it: the same answer for every visitor, so it is read
 * through the process's cache, keyed by the parsed options and dropped when a listing changes.
 * Anyone may browse; bad parameters throw VALIDATION before the cache is consulted.
 */
export async function listCreatorsCached({ db, input }: { db: Db; actor: Actor | null; input: z.input<typeof listCreatorsInput> }): Promise<CreatorListPage> {
  const filters = parseInput(listCreatorsInput, input);
  const cache = await browseCache(db);
  const read = () => readCreatorList(db, filters);
  return cache ? cache.get(browseCacheKey(filters), read) : read();
}
