import "server-only";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { posts, type SUBSCRIPTION_STATUSES, subscriptionOrders } from "@/server/db/schema";

/**
 * The one access rule for posts (creator-admin spec §4 "Post access"). A reader sees a post whole when:
 * - it is public, or
 * - the reader wrote it, or is an admin, or
 * - the reader holds a subscription to its creator in a state that grants access (below) and the post
 *   names no tier, or names the subscription's tier.
 * Otherwise the post is locked: readers get its title and teaser, never its text or media.
 *
 * It has two faces that must agree (tests/integration/posts/post-access.test.ts checks them case by case):
 * `hasAccessSql` for lists, where each row decides in the query, and `canReadPost` for one post.
 */

type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Which subscription states let a fan in: active, and cancelled until the paid period ends.
 * Pending, paused, past due and expired do not.
 */
const ACCESS_ALWAYS: readonly SubscriptionStatus[] = ["active"];
const ACCESS_UNTIL_PERIOD_END: readonly SubscriptionStatus[] = ["cancelled"];

export interface AccessSubscription {
  status: SubscriptionStatus;
  tierId: string;
  currentPeriodEnd: Date | null;
}

/** The subscription-state half of the rule, for one subscription. */
export function subscriptionGrantsAccess(subscription: AccessSubscription, now: Date): boolean {
  if (ACCESS_ALWAYS.includes(subscription.status)) return true;
  return (
    ACCESS_UNTIL_PERIOD_END.includes(subscription.status) &&
    subscription.currentPeriodEnd !== null &&
    subscription.currentPeriodEnd > now
  );
}

const statusList = (statuses: readonly SubscriptionStatus[]) => sql.join(statuses.map((status) => sql`${status}`), sql`, `);

/** The same half as SQL, over `subscription_orders` in scope. */
function subscriptionGrantsAccessSql(now: Date): SQL {
  return sql`(${subscriptionOrders.status} in (${statusList(ACCESS_ALWAYS)}) or (${subscriptionOrders.status} in (${statusList(
    ACCESS_UNTIL_PERIOD_END,
  )}) and ${subscriptionOrders.currentPeriodEnd} > ${now.toISOString()}::timestamptz))`;
}

/**
 * Posts anyone may find: published and not removed by moderation. Drafts, archived and removed posts
 * exist only for their creator and admins.
 */
export const listedPostSql = (): SQL => and(eq(posts.status, "published"), isNull(posts.removedAt))!;
export const isListedPost = (post: { status: string; removedAt: Date | null }) => post.status === "published" && post.removedAt === null;

/** Who reads: a signed-in account (or nobody), and whether it is an admin. */
export interface Viewer {
  id: string | null;
  isAdmin: boolean;
}

export const GUEST: Viewer = { id: null, isAdmin: false };

export function viewerOf(actor: Pick<Actor, "id" | "role"> | null): Viewer {
  return actor ? { id: actor.id, isAdmin: actor.role === "admin" } : GUEST;
}

/** The whole rule for one post, given the reader's subscriptions to its creator. */
export function canReadPost(
  viewer: Viewer,
  post: { creatorId: string; isPublic: boolean; accessTierIds: string[] },
  subscriptions: AccessSubscription[],
  now: Date,
): boolean {
  if (post.isPublic || viewer.isAdmin || (viewer.id !== null && viewer.id === post.creatorId)) return true;
  return subscriptions.some(
    (subscription) =>
      subscriptionGrantsAccess(subscription, now) &&
      (post.accessTierIds.length === 0 || post.accessTierIds.includes(subscription.tierId)),
  );
}

/** The whole rule for each row of `posts` in scope, as a boolean column or a filter. */
export function hasAccessSql(viewer: Viewer, now: Date): SQL<boolean> {
  if (viewer.isAdmin) return sql<boolean>`true`;
  if (viewer.id === null) return sql<boolean>`${posts.isPublic}`;
  return sql<boolean>`(${posts.isPublic} or ${posts.creatorId} = ${viewer.id} or exists (
    select 1 from ${subscriptionOrders}
    where ${subscriptionOrders.userId} = ${viewer.id}
      and ${subscriptionOrders.creatorId} = ${posts.creatorId}
      and ${subscriptionGrantsAccessSql(now)}
      and (cardinality(${posts.accessTierIds}) = 0 or ${subscriptionOrders.tierId} = any(${posts.accessTierIds}))
  ))`;
}

/** The reader's subscriptions to one creator, as the rule needs them. */
export async function subscriptionsTo(db: Queryable, viewer: Viewer, creatorId: string): Promise<AccessSubscription[]> {
  if (viewer.id === null) return [];
  return db
    .select({
      status: subscriptionOrders.status,
      tierId: subscriptionOrders.tierId,
      currentPeriodEnd: subscriptionOrders.currentPeriodEnd,
    })
    .from(subscriptionOrders)
    .where(and(eq(subscriptionOrders.userId, viewer.id), eq(subscriptionOrders.creatorId, creatorId)));
}
