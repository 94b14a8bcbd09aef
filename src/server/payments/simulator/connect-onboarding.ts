import "server-only";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { AppError, parseInput } from "@/server/errors";
import type { ConnectProvider } from "@/server/payments/types";
import { findTestConnectAccount, submitTestOnboardingStep, TEST_ONBOARDING_STEPS } from "@/server/payments/simulator/connect";
import { requireOwnCreator } from "@/server/services/creator-settings/own-creator";

export const testOnboardingStepInput = z.object({ step: z.enum(TEST_ONBOARDING_STEPS, { message: "validation.invalid" }) });

/** Test mode only: the page exists only while Connect runs offline. */
function assertTestMode(connect: ConnectProvider) {
  if (connect.name !== "test") throw new AppError("NOT_FOUND", "payouts.errors.testModeOnly");
}

/** Where the creator's simulated onboarding stands (for the test onboarding page). */
export async function getTestOnboarding({ db, actor, connect }: { db: Db; actor: Actor | null; connect: ConnectProvider }) {
  assertTestMode(connect);
  const creator = await requireOwnCreator(db, actor);
  const account = await findTestConnectAccount(db, creator.id);
  if (!account) throw new AppError("NOT_FOUND", "payouts.errors.accountNotFound");
  return { accountId: account.id, detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.payoutsEnabled };
}

/** One step of the simulated onboarding, by the creator whose account it is. */
export async function completeTestOnboardingStep({
  db,
  actor,
  input,
  connect,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof testOnboardingStepInput>;
  connect: ConnectProvider;
}) {
  assertTestMode(connect);
  const creator = await requireOwnCreator(db, actor);
  const { step } = parseInput(testOnboardingStepInput, input);
  await submitTestOnboardingStep(db, creator.id, step);
  return { step };
}
