import "server-only";
import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { creatorProfiles, profiles, sessions, subscriptionOrders, users, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { orderNumberOf } from "@/lib/video-requests/order-number";

/** How many of a user's newest orders and subscriptions the user page shows. */
const USER_DETAIL_ROWS = 10;

export const userIdSchema = z.object({ userId: z.string().trim().min(1, "validation.invalid").max(100, "validation.invalid") });

/** One account for admins holding users_view: profile, role and permissions, creator profile, orders, subscriptions, open sessions. */
export async function getUserDetail({ db, actor, input }: { db: Db; actor: Actor; input: z.input<typeof userIdSchema> }) {
  requirePermission(actor, "users_view");
  const { userId } = parseInput(userIdSchema, input);
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      role: profiles.role,
      adminKind: profiles.adminKind,
      permissions: profiles.permissions,
      isCreator: profiles.isCreator,
      preferredLocale: profiles.preferredLocale,
      suspendedAt: profiles.suspendedAt,
      suspensionReason: profiles.suspensionReason,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError("NOT_FOUND", "admin.errors.userNotFound");

  const [creator, orders, subscriptions, openSessions] = await Promise.all([
    db
      .select({ displayName: creatorProfiles.displayName, handle: creatorProfiles.handle, verified: creatorProfiles.verified, listed: creatorProfiles.listed })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, userId))
      .limit(1),
    db
      .select({
        id: videoRequests.id,
        status: videoRequests.status,
        amountCents: videoRequests.amountCents,
        currency: videoRequests.currency,
        createdAt: videoRequests.createdAt,
        asFan: sql<boolean>`${videoRequests.fanId} = ${userId}`,
      })
      .from(videoRequests)
      .where(or(eq(videoRequests.fanId, userId), eq(videoRequests.creatorId, userId)))
      .orderBy(desc(videoRequests.createdAt))
      .limit(USER_DETAIL_ROWS),
    db
      .select({ id: subscriptionOrders.id, status: subscriptionOrders.status, createdAt: subscriptionOrders.createdAt, creatorId: subscriptionOrders.creatorId })
      .from(subscriptionOrders)
      .where(eq(subscriptionOrders.userId, userId))
      .orderBy(desc(subscriptionOrders.createdAt))
      .limit(USER_DETAIL_ROWS),
    db
      .select({ expires: sessions.expires })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expires, sql`now()`)))
      .orderBy(desc(sessions.expires)),
  ]);
  return {
    ...user,
    creator: creator[0] ?? null,
    orders: orders.map((order) => ({ ...order, orderNumber: orderNumberOf(order.id) })),
    subscriptions,
    openSessions: openSessions.length,
  };
}
