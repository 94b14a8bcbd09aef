import "server-only";
import { type SQL, and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { type Category, creatorListingCounts, creatorProfiles, profiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { categoriesMatching } from "./category-search";
import { creatorNameSql } from "./get-creator-page";
import {
  PICKER_GROUP_FILTERS,
  PICKER_GROUPS,
  PICKER_MAX_SHOWN,
  PICKER_PAGE_SIZE,
  PICKER_SORTS,
  type PickerSort,
} from "@/lib/picker-options";

export const listPickerCreatorsInput = z.object({
  search: z.string().trim().max(100, "validation.searchTooLong").default(""),
  group: z.enum(PICKER_GROUP_FILTERS).default("all"),
  sort: z.enum(PICKER_SORTS).default("popular"),
  limit: z.number().int().min(1).max(PICKER_MAX_SHOWN).default(PICKER_PAGE_SIZE),
});

/** Orders written as the browse indexes are (descending with nulls last), the id breaking ties. */
const ORDER: Record<PickerSort, SQL[]> = {
  popular: [sql`${creatorProfiles.totalReviews} desc nulls last`, asc(creatorProfiles.userId)],
  rating: [
    sql`${creatorProfiles.averageRating} desc nulls last`,
    sql`${creatorProfiles.totalReviews} desc nulls last`,
    asc(creatorProfiles.userId),
  ],
  priceAsc: [asc(creatorProfiles.videoPriceUsdCents), asc(creatorProfiles.userId)],
  priceDesc: [desc(creatorProfiles.videoPriceUsdCents), desc(creatorProfiles.userId)],
  // "Fastest Response" reads the number behind the response-time text: the hours.
  response: [
    asc(creatorProfiles.responseTimeHours),
    sql`${creatorProfiles.totalReviews} desc nulls last`,
    asc(creatorProfiles.userId),
  ],
};

/** LIKE pattern for a literal substring. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The home page's creator picker: listed creators (role creator, as on browse) whose name, handle
 * or category (in any of our languages) matches the search, within a category group, in the
 * chosen order, with the number of matches and the (trimmed) search they answer.
 */
export async function listPickerCreators({ db, input }: { db: Db; actor: Actor | null; input: z.input<typeof listPickerCreatorsInput> }) {
  const { search, group, sort, limit } = parseInput(listPickerCreatorsInput, input);
  const groupCategories: Category[] | null = group === "all" ? null : [...PICKER_GROUPS[group]];
  if (groupCategories?.length === 0) return { creators: [], total: 0, search };

  const searchCategories = categoriesMatching(search);
  const where = and(
    eq(creatorProfiles.listed, true),
    groupCategories ? inArray(creatorProfiles.category, groupCategories) : undefined,
    search
      ? or(
          sql`lakou_unaccent(${creatorProfiles.displayName} || ' ' || ${creatorProfiles.handle}) like lakou_unaccent(${containsPattern(search)})`,
          searchCategories.length > 0 ? inArray(creatorProfiles.category, searchCategories) : undefined,
        )
      : undefined,
  );

  const [creators, total] = await Promise.all([
    db
      .select({
        id: creatorProfiles.userId,
        name: creatorNameSql,
        category: creatorProfiles.category,
        avatarUrl: creatorProfiles.avatarUrl,
        verified: creatorProfiles.verified,
        isAvailable: creatorProfiles.isAvailable,
        paymentMethodsEnabled: creatorProfiles.paymentMethodsEnabled,
        videoPriceUsdCents: creatorProfiles.videoPriceUsdCents,
        videoPriceHtgCents: creatorProfiles.videoPriceHtgCents,
        responseTimeHours: creatorProfiles.responseTimeHours,
        averageRating: creatorProfiles.averageRating,
        totalReviews: creatorProfiles.totalReviews,
      })
      .from(creatorProfiles)
      .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit),
    search ? countMatches(db, where) : countListed(db, groupCategories),
  ]);
  return { creators, total, search };
}

async function countMatches(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(creatorProfiles).where(where);
  return row?.total ?? 0;
}

/** Without a search, the total comes from the listing counts kept by the browse triggers. */
async function countListed(db: Db, categories: Category[] | null) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creatorListingCounts.creators}), 0)`.mapWith(Number) })
    .from(creatorListingCounts)
    .where(
      and(
        eq(creatorListingCounts.language, "*"),
        categories ? inArray(creatorListingCounts.category, categories) : undefined,
      ),
    );
  return row?.total ?? 0;
}
