import "server-only";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { profiles, reviews, users } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { assertCreatorExists, creatorIdInput } from "./get-creator-page";

const REVIEWS_PAGE_SIZE = 5;

export const listCreatorReviewsInput = creatorIdInput.extend({
  page: z.number().int().min(1, "validation.page").max(10_000, "validation.page").default(1),
  pageSize: z.number().int().min(1).max(20).default(REVIEWS_PAGE_SIZE),
});

/** The profile's names, else the first and last words of the account name. */
const reviewerFirstName = sql`coalesce(
  nullif(btrim(${profiles.firstName}), ''),
  nullif(split_part(btrim(${users.name}), ' ', 1), '')
)`;
const reviewerLastName = sql`coalesce(
  nullif(btrim(${profiles.lastName}), ''),
  nullif(substring(btrim(${users.name}) from '[[:space:]]([^[:space:]]+)$'), '')
)`;

/**
 * A creator's reviews, newest first, one page at a time. Reviewers appear as first name and
 * last initial ("Nadège P."); null when the profile has no name, so the UI can say "A fan".
 */
export async function listCreatorReviews({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listCreatorReviewsInput> }) {
  const { creatorId, page, pageSize } = parseInput(listCreatorReviewsInput, input);
  await assertCreatorExists(db, creatorId, actor);
  // Reviews removed by moderation are no longer listed (nor counted in the rating: a trigger sees to it).
  const listed = and(eq(reviews.creatorId, creatorId), isNull(reviews.removedAt));

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        reviewerName: sql<string | null>`${reviewerFirstName} || coalesce(' ' || upper(left(${reviewerLastName}, 1)) || '.', '')`,
      })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.fanId))
      .leftJoin(users, eq(users.id, reviews.fanId))
      .where(listed)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(reviews).where(listed),
  ]);

  const total = totals?.total ?? 0;
  return { reviews: rows, total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}
