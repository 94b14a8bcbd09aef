import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "@/server/db/schema";
import { testConnect } from "@/server/payments/simulator/connect";
import { verifyMoncashNumber, saveMoncashNumber } from "@/server/services/payouts/moncash-number";
import { readPayoutStatus } from "@/server/services/payouts/payout-status";
import { startConnectOnboarding } from "@/server/services/payouts/start-onboarding";
import { completeTestOnboardingStep, getTestOnboarding } from "@/server/payments/simulator/connect-onboarding";
import { TEST_MONCASH_VERIFICATION_CODE } from "@/lib/payouts";
import { createCreator, createUser } from "../support/factories";
import { composeTestEdges, testBrowser } from "../support/edge";
import { useTestDb } from "../support/test-db";

// The route handlers run outside Next here, built by the edge composition on the test database; who is signed in
// is a real session row and its Auth.js cookie (cookie -> session -> actor).

const db = await useTestDb();
composeTestEdges(db);
const current = testBrowser(db);
const connect = testConnect(db);
const { GET } = await import("@/app/api/stripe/connect/status/route");

async function status() {
  const response = await GET(new Request("http://lakou.test/api/stripe/connect/status", { headers: current.headers() }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: await response.json() };
}

async function profileOf(id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
}

describe("test-mode payout onboarding and GET /api/stripe/connect/status", () => {
  it("simulates Stripe's steps; the status route writes the profile and the banner's methods follow", async () => {
    const creator = await createCreator(db);
    await current.signIn(creator);
    const { url } = await startConnectOnboarding({ db, actor: creator, input: { locale: "ht" }, connect });
    expect(url).toMatch(/^\/ht\/payments\/test-connect\?account=acct_test_/);
    expect((await readPayoutStatus(db, creator.id)).methods).toEqual({
      stripeAccountPresent: true,
      stripeActive: false,
      moncashActive: false,
    });

    await completeTestOnboardingStep({ db, actor: creator, input: { step: "details" }, connect });
    expect(await status()).toMatchObject({ status: 200, body: { onboardingComplete: false, chargesEnabled: false } });

    await completeTestOnboardingStep({ db, actor: creator, input: { step: "payouts" }, connect });
    const { body } = await status();
    expect(body).toEqual({
      accountId: (await profileOf(creator.id)).stripeAccountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      onboardingComplete: true,
    });
    expect((await profileOf(creator.id)).onboardingCompletedAt).toBeInstanceOf(Date);
    expect((await readPayoutStatus(db, creator.id)).methods.stripeActive).toBe(true);
  });

  it("needs the details before the payout account, and only the creator's own account", async () => {
    const creator = await createCreator(db);
    await startConnectOnboarding({ db, actor: creator, input: { locale: "en" }, connect });
    await expect(completeTestOnboardingStep({ db, actor: creator, input: { step: "payouts" }, connect })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "payouts.errors.detailsFirst",
    });
    const stranger = await createCreator(db);
    await expect(getTestOnboarding({ db, actor: stranger, connect })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(completeTestOnboardingStep({ db, actor: stranger, input: { step: "details" }, connect })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const fan = await createUser(db);
    await expect(completeTestOnboardingStep({ db, actor: fan, input: { step: "details" }, connect })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await getTestOnboarding({ db, actor: creator, connect })).toMatchObject({ detailsSubmitted: false });
  });

  it("answers a guest 401, a fan an empty status", async () => {
    await current.signIn(null);
    expect(await status()).toMatchObject({ status: 401, body: { code: "UNAUTHENTICATED" } });
    await current.signIn(await createUser(db));
    expect(await status()).toEqual({
      status: 200,
      body: { accountId: null, chargesEnabled: false, payoutsEnabled: false, onboardingComplete: false },
    });
  });

  it("saves a MonCash number and verifies it with the test code; a new number needs verifying again", async () => {
    const creator = await createCreator(db);
    await expect(saveMoncashNumber({ db, actor: creator, input: { phone: "3712 3456" } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { phone: "validation.moncashPhone" },
    });
    await expect(verifyMoncashNumber({ db, actor: creator, input: { code: TEST_MONCASH_VERIFICATION_CODE } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "payouts.errors.noMoncashNumber",
    });
    await saveMoncashNumber({ db, actor: creator, input: { phone: "+509 3712 3456" } });
    await expect(verifyMoncashNumber({ db, actor: creator, input: { code: "000000" } })).rejects.toMatchObject({
      fieldErrors: { code: "payouts.validation.wrongCode" },
    });
    expect(await profileOf(creator.id)).toMatchObject({ moncashPhone: "50937123456", moncashVerified: false });

    await verifyMoncashNumber({ db, actor: creator, input: { code: TEST_MONCASH_VERIFICATION_CODE } });
    expect((await readPayoutStatus(db, creator.id)).methods.moncashActive).toBe(true);
    await saveMoncashNumber({ db, actor: creator, input: { phone: "50937123456" } });
    expect((await profileOf(creator.id)).moncashVerified).toBe(true);
    await saveMoncashNumber({ db, actor: creator, input: { phone: "50948887777" } });
    expect((await profileOf(creator.id)).moncashVerified).toBe(false);

    const fan = await createUser(db);
    await expect(saveMoncashNumber({ db, actor: fan, input: { phone: "50937123456" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(verifyMoncashNumber({ db, actor: null, input: { code: "123456" } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
