import "server-only";
import { eq } from "drizzle-orm";
import type { PayoutMethods } from "@/lib/payouts";
import type { Queryable } from "@/server/db";
import { profiles } from "@/server/db/schema";

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
    stripeActive: row.onboardingCompletedAt !== null,
    moncashActive: row.moncashVerified,
  };
  return { ...row, methods };
}
export type PayoutStatus = Awaited<ReturnType<typeof readPayoutStatus>>;
