import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import {
  callBookings,
  comments,
  notificationPreferences,
  payments,
  profiles,
  reviews,
  savedCreators,
  subscriptionOrders,
  users,
  videoRequests,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** The format of the export, raised when its shape changes. */
const ACCOUNT_EXPORT_VERSION = 1;

/**
 * Everything Lakou keeps about the signed-in person, as one JSON document they download ("export my
 * data"): the account, its orders (videos, calls, subscriptions), payments (amounts and states, never a
 * card number), saved creators, reviews, comments and notification choices. Only their own rows.
 */
export async function exportAccountData({ db, actor }: { db: Db; actor: Actor | null }) {
  const me = requireActor(actor);
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      role: profiles.role,
      isCreator: profiles.isCreator,
      preferredLocale: profiles.preferredLocale,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, me.id));
  if (!account) throw new AppError("NOT_FOUND", "errors.notFound");
  const [videos, calls, subscriptions, paid, saved, written, said, notices] = await Promise.all([
    db
      .select({
        id: videoRequests.id,
        creatorId: videoRequests.creatorId,
        requestType: videoRequests.requestType,
        occasion: videoRequests.occasion,
        recipientName: videoRequests.recipientName,
        recipientEmail: videoRequests.recipientEmail,
        fromName: videoRequests.fromName,
        relationship: videoRequests.relationship,
        instructions: videoRequests.instructions,
        specialDetails: videoRequests.specialDetails,
        deliveryTier: videoRequests.deliveryTier,
        amountCents: videoRequests.amountCents,
        currency: videoRequests.currency,
        status: videoRequests.status,
        createdAt: videoRequests.createdAt,
      })
      .from(videoRequests)
      .where(eq(videoRequests.fanId, me.id))
      .orderBy(asc(videoRequests.createdAt)),
    db
      .select({
        id: callBookings.id,
        creatorId: callBookings.creatorId,
        durationMinutes: callBookings.durationMinutes,
        scheduledAt: callBookings.scheduledAt,
        amountCents: callBookings.amountCents,
        currency: callBookings.currency,
        status: callBookings.status,
        createdAt: callBookings.createdAt,
      })
      .from(callBookings)
      .where(eq(callBookings.fanId, me.id))
      .orderBy(asc(callBookings.createdAt)),
    db
      .select({
        id: subscriptionOrders.id,
        creatorId: subscriptionOrders.creatorId,
        tierName: subscriptionOrders.tierName,
        billingPeriod: subscriptionOrders.billingPeriod,
        status: subscriptionOrders.status,
        totalAmountCents: subscriptionOrders.totalAmountCents,
        currency: subscriptionOrders.currency,
        startedAt: subscriptionOrders.startedAt,
        cancelledAt: subscriptionOrders.cancelledAt,
        createdAt: subscriptionOrders.createdAt,
      })
      .from(subscriptionOrders)
      .where(eq(subscriptionOrders.userId, me.id))
      .orderBy(asc(subscriptionOrders.createdAt)),
    db
      .select({
        id: payments.id,
        videoRequestId: payments.videoRequestId,
        callBookingId: payments.callBookingId,
        method: payments.method,
        amountCents: payments.amountCents,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, me.id))
      .orderBy(asc(payments.createdAt)),
    db.select({ creatorId: savedCreators.creatorId, createdAt: savedCreators.createdAt }).from(savedCreators).where(eq(savedCreators.userId, me.id)),
    db
      .select({ id: reviews.id, creatorId: reviews.creatorId, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt })
      .from(reviews)
      .where(eq(reviews.fanId, me.id)),
    db
      .select({ id: comments.id, postId: comments.postId, content: comments.content, createdAt: comments.createdAt })
      .from(comments)
      .where(eq(comments.userId, me.id)),
    db
      .select({ type: notificationPreferences.type, email: notificationPreferences.email, sms: notificationPreferences.sms, push: notificationPreferences.push })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me.id)),
  ]);
  return {
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    account,
    videoRequests: videos,
    calls,
    subscriptions,
    payments: paid,
    savedCreators: saved,
    reviews: written,
    comments: said,
    notificationPreferences: notices,
  };
}
