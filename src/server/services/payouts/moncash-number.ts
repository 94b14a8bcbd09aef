import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { TEST_MONCASH_VERIFICATION_CODE } from "@/lib/payouts";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { profiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { paymentModes } from "@/server/payments/mode";
import { moncashCodeInput, moncashNumberInput } from "@/lib/payouts-input";
import { requireOwnCreator } from "@/server/services/creator-settings/own-creator";

/** The creator's MonCash number for payouts; a new number must be verified again. */
export async function saveMoncashNumber({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof moncashNumberInput> }) {
  const creator = await requireOwnCreator(db, actor);
  const { phone } = parseInput(moncashNumberInput, input);
  await db
    .update(profiles)
    .set({
      moncashPhone: phone,
      moncashVerified: sql`${profiles.moncashVerified} and ${profiles.moncashPhone} is not distinct from ${phone}`,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, creator.id));
  return { phone };
}

/**
 * Confirms the saved number with the code sent to it. Offline test mode simulates the SMS with a fixed
 * code; with live MonCash keys no SMS gateway exists yet, so verification is unavailable there.
 */
export async function verifyMoncashNumber({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof moncashCodeInput> }) {
  const creator = await requireOwnCreator(db, actor);
  const { code } = parseInput(moncashCodeInput, input);
  if (paymentModes().moncash !== "test") throw new AppError("UNAVAILABLE", "payouts.errors.moncashVerificationUnavailable");
  if (code !== TEST_MONCASH_VERIFICATION_CODE) {
    throw new AppError("VALIDATION", "errors.validation", { code: "payouts.validation.wrongCode" });
  }
  const [row] = await db
    .update(profiles)
    .set({ moncashVerified: true, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, creator.id), sql`${profiles.moncashPhone} is not null`))
    .returning({ id: profiles.id });
  if (!row) throw new AppError("CONFLICT", "payouts.errors.noMoncashNumber");
  return { verified: true };
}
