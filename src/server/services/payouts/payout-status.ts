import "server-only";
import { eq } from "drizzle-orm";
import { canActAsCreator } from "@/lib/creator-rule";
import type { PayoutMethods } from "@/lib/payouts";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Queryable } from "@/server/db";
import { profiles } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** The creator's payout fields as stored on their profile, and what they mean for the banner. */
export async function readPayoutStatus(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      stripeAccountId: profiles.stripeAccountId,
      stripeChargesEnabled: profiles.stripeChargesEnabled,
      stripePayoutsEnabled: profiles.stripePayoutsEnabled,
      onboardingCompletedAt: profiles.onboardingCompletedAt,
      moncashPhone: profiles.moncashPhone,
      moncashVerified: profiles.moncashVerified,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new Error(`profile ${userId} not found`);
  const methods: PayoutMethods = {
    stripeAccountPresent: row.stripeAccountId !== null,
    // Active only as Stripe last reported it: an account with charges and payouts both on (a finished form
    // whose account Stripe later restricted reads as unfinished, never as "active" beside "payouts: off").
    stripeActive: row.stripeAccountId !== null && row.onboardingCompletedAt !== null && row.stripeChargesEnabled && row.stripePayoutsEnabled,
    moncashActive: row.moncashVerified,
  };
  return { ...row, methods };
}
export type PayoutStatus = Awaited<ReturnType<typeof readPayoutStatus>>;

/** The banner's view of the signed-in creator's payout methods (any creator, with or without a public profile yet). */
export async function getPayoutMethods({ db, actor }: { db: Queryable; actor: Actor | null }): Promise<PayoutMethods> {
  const creator = requireActor(actor);
  if (!canActAsCreator(creator)) throw new AppError("FORBIDDEN", "errors.forbidden");
  return (await readPayoutStatus(db, creator.id)).methods;
}
