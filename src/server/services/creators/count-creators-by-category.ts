import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { CATEGORIES, type Category, creatorListingCounts } from "@/server/db/schema";

/**
 * How many listed creators (role creator, as on browse) each category has, in catalogue order,
 * read from the listing counts the browse triggers keep (a few rows, whatever the catalogue's size).
 */
export async function countCreatorsByCategory({ db }: { db: Db; actor: Actor | null }) {
  const rows = await db
    .select({
      category: creatorListingCounts.category,
      count: sql<number>`sum(${creatorListingCounts.creators})`.mapWith(Number),
    })
    .from(creatorListingCounts)
    .where(eq(creatorListingCounts.language, "*"))
    .groupBy(creatorListingCounts.category);
  const byCategory = new Map<Category, number>(rows.map((row) => [row.category, row.count]));
  return CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 }));
}
