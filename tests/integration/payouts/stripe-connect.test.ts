import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "@/server/db/schema";
import { stripeConnect } from "@/server/payments/stripe/connect";
import { refreshConnectStatus } from "@/server/services/payouts/connect-status";
import { startConnectOnboarding } from "@/server/services/payouts/start-onboarding";
import { createCreator, createUser } from "../support/factories";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
let fake: FakeStripe;
let connect: ReturnType<typeof stripeConnect>;

beforeAll(async () => {
  fake = await startFakeStripe();
  connect = stripeConnect(fake.connection);
});
afterAll(() => fake.close());

async function profileOf(id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
}

describe("Stripe Connect Express onboarding (real SDK against the fake Stripe)", () => {
  it("opens one Express account per creator and answers account links back to the payments tab", async () => {
    const creator = await createCreator(db);
    const first = await startConnectOnboarding({ db, actor: creator, input: { locale: "fr" }, connect });
    const accountId = (await profileOf(creator.id)).stripeAccountId!;
    expect(accountId).toMatch(/^acct_/);
    expect(fake.connect.accounts.get(accountId)).toMatchObject({ type: "express", email: creator.email, metadata: { userId: creator.id } });
    expect(first.url).toBe(fake.connect.links.at(-1)!.url);
    expect(fake.connect.links.at(-1)).toMatchObject({
      account: accountId,
      return_url: expect.stringMatching(/\/fr\/creator\/settings\?tab=payments&connect=return$/),
      refresh_url: expect.stringMatching(/\/fr\/creator\/settings\?tab=payments&connect=refresh$/),
    });

    // Continuing later reuses the account: a fresh link, no second account.
    const accountsBefore = fake.connect.accounts.size;
    await startConnectOnboarding({ db, actor: creator, input: { locale: "en" }, connect });
    expect(fake.connect.accounts.size).toBe(accountsBefore);
    expect((await profileOf(creator.id)).stripeAccountId).toBe(accountId);
  });

  it("retries with the creator's idempotency key end on the same account", async () => {
    const creator = await createCreator(db);
    const key = `connect-account:${creator.id}`;
    const a = await connect.createAccount({ userId: creator.id, email: creator.email, idempotencyKey: key });
    const b = await connect.createAccount({ userId: creator.id, email: creator.email, idempotencyKey: key });
    expect(b.id).toBe(a.id);
  });

  it("writes Stripe's status to the profile: sent details are not complete; charges and payouts are", async () => {
    const creator = await createCreator(db);
    expect(await refreshConnectStatus({ db, actor: creator, connect })).toEqual({
      accountId: null,
      chargesEnabled: false,
      payoutsEnabled: false,
      onboardingComplete: false,
    });
    await startConnectOnboarding({ db, actor: creator, input: { locale: "en" }, connect });
    const accountId = (await profileOf(creator.id)).stripeAccountId!;

    fake.connect.onboard(accountId, "details");
    expect(await refreshConnectStatus({ db, actor: creator, connect })).toMatchObject({ accountId, onboardingComplete: false });
    expect((await profileOf(creator.id)).onboardingCompletedAt).toBeNull();

    fake.connect.onboard(accountId, "complete");
    expect(await refreshConnectStatus({ db, actor: creator, connect })).toEqual({
      accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      onboardingComplete: true,
    });
    const done = await profileOf(creator.id);
    expect(done).toMatchObject({ stripeChargesEnabled: true, stripePayoutsEnabled: true });
    expect(done.onboardingCompletedAt).toBeInstanceOf(Date);

    // Asking again keeps the first completion time.
    await refreshConnectStatus({ db, actor: creator, connect });
    expect((await profileOf(creator.id)).onboardingCompletedAt).toEqual(done.onboardingCompletedAt);

    // Stripe turning payouts off makes onboarding incomplete again.
    fake.connect.accounts.get(accountId)!.payouts_enabled = false;
    expect(await refreshConnectStatus({ db, actor: creator, connect })).toMatchObject({ onboardingComplete: false });
    expect(await profileOf(creator.id)).toMatchObject({ stripePayoutsEnabled: false, onboardingCompletedAt: null });
  });

  it("onboarding is only for the creator themself: a guest and a fan are refused, nothing opened", async () => {
    const accounts = fake.connect.accounts.size;
    const fan = await createUser(db);
    await expect(startConnectOnboarding({ db, actor: null, input: { locale: "en" }, connect })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    await expect(startConnectOnboarding({ db, actor: fan, input: { locale: "en" }, connect })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(refreshConnectStatus({ db, actor: null, connect })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await refreshConnectStatus({ db, actor: fan, connect })).toMatchObject({ accountId: null });
    expect(fake.connect.accounts.size).toBe(accounts);
  });
});
