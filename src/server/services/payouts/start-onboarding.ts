import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/env";
import { locales } from "@/i18n/routing";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { profiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import type { ConnectProvider } from "@/server/payments/types";
import { requireOwnCreator } from "@/server/services/creator-settings/own-creator";

export const startOnboardingInput = z.object({ locale: z.enum(locales, { message: "validation.invalid" }) });

/** Where Stripe sends the creator back: the payments tab, which then refreshes the status. */
const settingsUrl = (locale: string, connect: "return" | "refresh") =>
  `${env.APP_URL}/${locale}/creator/settings?tab=payments&connect=${connect}`;

/**
 * Starts or continues payout onboarding for the creator themself: opens their Connect account once
 * (one idempotency key per creator, the id kept on the profile), then answers a fresh onboarding link.
 */
export async function startConnectOnboarding({
  db,
  actor,
  input,
  connect,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof startOnboardingInput>;
  connect: ConnectProvider;
}): Promise<{ url: string }> {
  const creator = await requireOwnCreator(db, actor);
  const { locale } = parseInput(startOnboardingInput, input);
  const [profile] = await db.select({ accountId: profiles.stripeAccountId }).from(profiles).where(eq(profiles.id, creator.id));
  let accountId = profile?.accountId ?? null;
  if (!accountId) {
    const account = await connect.createAccount({
      userId: creator.id,
      email: creator.email,
      idempotencyKey: `connect-account:${creator.id}`,
    });
    // Two tabs racing end on the same account: the key answers the same id to both.
    await db.update(profiles).set({ stripeAccountId: account.id, updatedAt: sql`now()` }).where(eq(profiles.id, creator.id));
    accountId = account.id;
  }
  const url = await connect.onboardingLink({
    accountId,
    refreshUrl: settingsUrl(locale, "refresh"),
    returnUrl: settingsUrl(locale, "return"),
    locale,
  });
  return { url };
}
