import "server-only";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { type Category, creatorProfiles, profiles } from "@/server/db/schema";
import { type CreatorListItem, creatorCardFields } from "@/server/services/creators/list-creators";
import { listSavedCreators } from "@/server/services/creators/list-saved-creators";

const FAN_HOME_RECOMMENDATIONS = 8;

export interface FanHome {
  /** The fan's saved creators, most recently saved first. */
  saved: CreatorListItem[];
  recommendations: {
    /** Why these: other creators of the saved creators' categories, or (nothing there) the most popular ones. */
    basis: "savedCategories" | "popular";
    /** The saved creators' categories (empty when nothing is saved). */
    categories: Category[];
    creators: CreatorListItem[];
  };
}

const toItem = (row: Omit<CreatorListItem, "currency">): CreatorListItem => ({ ...row, currency: "USD" });

/** Listed creators (as on browse), most reviewed first, leaving out `excluded` ids. */
function popularCreators(db: Db, excluded: string[], categories?: Category[]) {
  return db
    .select(creatorCardFields)
    .from(creatorProfiles)
    .leftJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(
      and(
        eq(creatorProfiles.listed, true),
        notInArray(creatorProfiles.userId, excluded),
        categories ? inArray(creatorProfiles.category, categories) : undefined,
      ),
    )
    .orderBy(sql`${creatorProfiles.totalReviews} desc nulls last`, asc(creatorProfiles.userId))
    .limit(FAN_HOME_RECOMMENDATIONS);
}

/**
 * A signed-in fan's home: their saved creators and recommendations from the categories of the
 * creators they saved (never one they saved, never themselves). With nothing saved, or nothing
 * new in those categories, it recommends the most popular creators and says so.
 */
export async function getFanHome({ db, actor }: { db: Db; actor: Actor }): Promise<FanHome> {
  const saved = await listSavedCreators({ db, actor });
  const excluded = [actor.id, ...saved.map((creator) => creator.id)];
  const categories = [...new Set(saved.map((creator) => creator.category))];
  if (categories.length > 0) {
    const related = await popularCreators(db, excluded, categories);
    if (related.length > 0) {
      return { saved, recommendations: { basis: "savedCategories", categories, creators: related.map(toItem) } };
    }
  }
  const popular = await popularCreators(db, excluded);
  return { saved, recommendations: { basis: "popular", categories, creators: popular.map(toItem) } };
}
