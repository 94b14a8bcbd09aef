import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { testConnectAccounts } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { ConnectProvider } from "../types";

/** The simulated onboarding's steps, in order: the details form, then the payout account. */
export const TEST_ONBOARDING_STEPS = ["details", "payouts"] as const;
export type TestOnboardingStep = (typeof TEST_ONBOARDING_STEPS)[number];

/** Test mode's Connect: accounts in test_connect_accounts, onboarding on the labelled /payments/test-connect page. */
export function testConnect(db: Db): ConnectProvider {
  return {
    name: "test",
    async createAccount({ userId }) {
      // One account per creator, like Stripe's idempotency key: a second call answers the first account.
      await db
        .insert(testConnectAccounts)
        .values({ id: `acct_test_${randomBytes(8).toString("hex")}`, userId })
        .onConflictDoNothing({ target: testConnectAccounts.userId });
      const [row] = await db.select({ id: testConnectAccounts.id }).from(testConnectAccounts).where(eq(testConnectAccounts.userId, userId));
      return { id: row!.id };
    },
    async onboardingLink({ accountId, locale }) {
      return `/${locale}/payments/test-connect?account=${encodeURIComponent(accountId)}`;
    },
    async retrieveAccount(accountId) {
      const [row] = await db.select().from(testConnectAccounts).where(eq(testConnectAccounts.id, accountId));
      if (!row) throw new AppError("NOT_FOUND", "payouts.errors.accountNotFound");
      return {
        id: row.id,
        detailsSubmitted: row.detailsSubmitted,
        chargesEnabled: row.chargesEnabled,
        payoutsEnabled: row.payoutsEnabled,
      };
    },
    // Test mode sends payouts as labelled simulated transfers at once: none to read back, no webhooks.
    async retrieveTransfer() {
      throw new AppError("NOT_FOUND", "errors.notFound");
    },
    async parseEvent() {
      return null;
    },
  };
}

/**
 * What the creator does on the test onboarding page, as Stripe's form would record it: sending the
 * details, then adding a payout account (which needs the details first) turns charges and payouts on.
 */
export async function submitTestOnboardingStep(db: Db, userId: string, step: TestOnboardingStep) {
  const [row] = await db.select().from(testConnectAccounts).where(eq(testConnectAccounts.userId, userId));
  if (!row) throw new AppError("NOT_FOUND", "payouts.errors.accountNotFound");
  if (step === "payouts" && !row.detailsSubmitted) throw new AppError("CONFLICT", "payouts.errors.detailsFirst");
  const changes =
    step === "details" ? { detailsSubmitted: true } : { chargesEnabled: true, payoutsEnabled: true };
  await db
    .update(testConnectAccounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(testConnectAccounts.id, row.id));
}

/** The creator's test account (for the test onboarding page), or null. */
export async function findTestConnectAccount(db: Db, userId: string) {
  const [row] = await db.select().from(testConnectAccounts).where(eq(testConnectAccounts.userId, userId));
  return row ?? null;
}
