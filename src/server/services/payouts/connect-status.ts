import "server-only";
import { eq, sql } from "drizzle-orm";
import { canActAsCreator } from "@/lib/creator-rule";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db, Queryable } from "@/server/db";
import { profiles } from "@/server/db/schema";
import { onboardingComplete } from "@/server/payments/connect";
import type { ConnectAccount, ConnectProvider } from "@/server/payments/types";

export interface ConnectStatus {
  accountId: string | null;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  onboardingComplete: boolean;
}

/**
 * Writes the account as the provider says now to the creator's profile (stripe_charges_enabled,
 * stripe_payouts_enabled, and onboarding_completed_at: set when onboarding completes, kept while it stays
 * complete, cleared when it no longer is). Answers whether onboarding is complete.
 */
export async function storeConnectAccount(db: Queryable, userId: string, account: ConnectAccount): Promise<boolean> {
  const complete = onboardingComplete(account);
  await db
    .update(profiles)
    .set({
      stripeChargesEnabled: account.chargesEnabled,
      stripePayoutsEnabled: account.payoutsEnabled,
      onboardingCompletedAt: complete ? sql`coalesce(${profiles.onboardingCompletedAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, userId));
  return complete;
}

const NO_ACCOUNT: ConnectStatus = { accountId: null, chargesEnabled: false, payoutsEnabled: false, onboardingComplete: false };

/**
 * GET /api/stripe/connect/status (fan-side §7): the signed-in user's payout account as the provider
 * says now, written to the profile (stripe_charges_enabled, stripe_payouts_enabled, and
 * onboarding_completed_at: set to now when onboarding completes, kept while it stays complete, cleared
 * when it no longer is). Without an account, nothing is written.
 */
export async function refreshConnectStatus({
  db,
  actor,
  connect,
}: {
  db: Db;
  actor: Actor | null;
  connect: ConnectProvider;
}): Promise<ConnectStatus> {
  const user = requireActor(actor);
  if (!canActAsCreator(user)) return NO_ACCOUNT;
  const [profile] = await db.select({ accountId: profiles.stripeAccountId }).from(profiles).where(eq(profiles.id, user.id));
  if (!profile?.accountId) return NO_ACCOUNT;

  const account = await connect.retrieveAccount(profile.accountId);
  const complete = await storeConnectAccount(db, user.id, account);
  return {
    accountId: account.id,
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    onboardingComplete: complete,
  };
}
