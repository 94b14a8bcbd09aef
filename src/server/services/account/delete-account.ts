import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { deleteAccountInput } from "@/lib/account/account-input";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import { endSessionsOf } from "@/server/auth/server-sessions";
import type { Db } from "@/server/db";
import {
  accounts,
  callBookings,
  notificationPreferences,
  notifications,
  paymentCustomers,
  profiles,
  savedCreators,
  subscriptionOrders,
  users,
  verificationTokens,
  videoRequests,
} from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { writeAudit } from "@/server/audit/write-audit";


/** Orders that still need the account: a video not yet delivered or ended, a call to come, a subscription running. */
const OPEN_REQUEST_STATUSES = ["pending_payment", "pending", "accepted", "in_progress"] as const;
const OPEN_SUBSCRIPTION_STATUSES = ["pending", "active", "paused", "past_due"] as const;

/** What a deleted account's e-mail becomes: unique, unreachable, and never an address anyone can sign in with. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.lakou.invalid`;

/**
 * Deletes the signed-in fan's account. Orders, payments and the ledger are kept as the law requires
 * (their amounts, dates and states); the personal data is removed: name, e-mail, photo, phone, password,
 * social sign-ins, the sender name and recipient e-mail on their requests, the name on subscriptions,
 * saved creators, notifications and their choices. Every session ends. Refused while an order is still
 * open (finish or cancel it first), and for creator and admin accounts, which close through support
 * (payouts, tax records and the team's access depend on them).
 */
export async function deleteAccount({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof deleteAccountInput> }) {
  const me = requireActor(actor);
  const { confirmEmail } = parseInput(deleteAccountInput, input);
  if (confirmEmail.toLowerCase() !== me.email.toLowerCase()) {
    throw new AppError("VALIDATION", "errors.validation", { confirmEmail: "validation.deleteConfirmMismatch" });
  }
  if (me.role !== "fan" || me.isCreator) throw new AppError("FORBIDDEN", "auth.settings.delete.notForCreators");

  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for("update");
    const [open] = await tx
      .select({
        requests: sql<number>`(select count(*)::int from ${videoRequests} where ${videoRequests.fanId} = ${me.id} and ${inArray(videoRequests.status, [...OPEN_REQUEST_STATUSES])})`,
        calls: sql<number>`(select count(*)::int from ${callBookings} where ${and(eq(callBookings.fanId, me.id), inArray(callBookings.status, ["pending", "confirmed"]), gt(callBookings.scheduledAt, sql`now()`))})`,
        subscriptions: sql<number>`(select count(*)::int from ${subscriptionOrders} where ${subscriptionOrders.userId} = ${me.id} and ${inArray(subscriptionOrders.status, [...OPEN_SUBSCRIPTION_STATUSES])})`,
      })
      .from(sql`(select 1) as one`);
    if (open && open.requests + open.calls + open.subscriptions > 0) throw new AppError("CONFLICT", "auth.settings.delete.openOrders");

    await tx
      .update(users)
      .set({ name: null, email: deletedEmail(me.id), emailVerified: null, image: null, passwordHash: null })
      .where(eq(users.id, me.id));
    await tx
      .update(profiles)
      .set({ firstName: null, lastName: null, avatarUrl: null, moncashPhone: null, deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(profiles.id, me.id));
    await tx.update(videoRequests).set({ fromName: null, recipientEmail: null, recipientPhone: null }).where(eq(videoRequests.fanId, me.id));
    await tx.update(subscriptionOrders).set({ fanName: "" }).where(eq(subscriptionOrders.userId, me.id));
    await tx.delete(accounts).where(eq(accounts.userId, me.id));
    await tx.delete(verificationTokens).where(eq(verificationTokens.identifier, me.email));
    await tx.delete(savedCreators).where(eq(savedCreators.userId, me.id));
    await tx.delete(notifications).where(eq(notifications.userId, me.id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, me.id));
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, me.id));
    await endSessionsOf(tx, me.id);
    await writeAudit(tx, me, { action: "user.deleted_own_account", category: "users", resource: "user", resourceId: me.id, severity: "medium" });
  });
  return { deleted: true as const };
}
