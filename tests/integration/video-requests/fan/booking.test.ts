import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { creatorProfiles, exchangeRates, videoRequests } from "@/server/db/schema";
import { cancelVideoRequest } from "@/server/services/video-requests/fan/cancel-request";
import { createVideoRequest } from "@/server/services/video-requests/fan/create-request";
import { getMyRequest } from "@/server/services/video-requests/fan/get-my-request";
import { getQuote } from "@/server/services/video-requests/fan/get-quote";
import { getExchangeRate } from "@/server/services/payments/exchange-rate";
import { listMyRequests, MY_REQUESTS_PAGE_SIZE } from "@/server/services/video-requests/fan/list-my-requests";
import { createCreator, createUser } from "../../support/factories";
import { useTestDb } from "../../support/test-db";
import { trpcContext } from "../../support/trpc-context";
import { clientInput } from "../../support/client-input";

const db = await useTestDb();

let creator: Actor;
let fan: Actor;
let otherFan: Actor;

beforeAll(async () => {
  creator = await createCreator(db, { displayName: "Rutshelle", priceUsdCents: 15000 });
  fan = await createUser(db);
  otherFan = await createUser(db);
});

const key = () => `test-${randomUUID()}`;
const valid = (overrides: Record<string, unknown> = {}) => ({
  creatorId: creator.id,
  occasion: "birthday",
  recipientName: "Roseline",
  instructions: "Wish my sister a happy 30th birthday, please!",
  idempotencyKey: key(),
  ...overrides,
});
const create = (actor: Actor | null, input: unknown) => createVideoRequest({ db, actor, input: clientInput(input) });
const countRequests = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(videoRequests))[0]!.n;

describe("videoRequests.quote", () => {
  it("prices the creator's video for anyone, signed in or not", async () => {
    const quote = await getQuote({ db, actor: null, input: { creatorId: creator.id, deliveryTier: "rush", promoCode: "save15" } });
    expect(quote).toMatchObject({
      base: { amount: 15000, currency: "USD" },
      delivery: { amount: 7500 },
      serviceFee: { amount: 1500 },
      discount: { amount: 2300 },
      total: { amount: 15000 + 7500 + 1500 - 2300 },
      paymentMethods: ["stripe"],
    });
  });

  it("is NOT_FOUND for an id that is not a creator's", async () => {
    await expect(getQuote({ db, actor: null, input: { creatorId: fan.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("videoRequests.create: who may", () => {
  it("stores a fan's request pending_payment with the quote's lines, tier and due date", async () => {
    const before = Date.now();
    const created = await create(fan, valid({ deliveryTier: "express", promoCode: "Save15", isGift: true, recipientEmail: "rose@example.test" }));
    expect(created).toMatchObject({ status: "pending_payment", amountCents: 15000 + 4500 + 1500 - 2300, currency: "USD", deliveryTier: "express" });
    const [row] = await db.select().from(videoRequests).where(eq(videoRequests.id, created.id));
    expect(row).toMatchObject({
      fanId: fan.id,
      creatorId: creator.id,
      requestType: "gift",
      recipientEmail: "rose@example.test",
      basePriceCents: 15000,
      deliveryFeeCents: 4500,
      serviceFeeCents: 1500,
      discountCents: 2300,
      promoCode: "SAVE15",
    });
    const dueIn = row!.dueAt!.getTime() - before;
    expect(dueIn).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(dueIn).toBeLessThan(3 * 86_400_000 + 60_000);
  });

  it("is due on the scheduled day for the scheduled tier", async () => {
    const date = isoDatePlusDays(10);
    const created = await create(fan, valid({ deliveryTier: "scheduled", scheduledDate: date }));
    expect(created.dueAt!.toISOString().slice(0, 10)).toBe(date);
  });

  it("refuses a guest with loginRequired (401 through the procedure) and stores nothing", async () => {
    const before = await countRequests();
    await expect(create(null, valid())).rejects.toMatchObject({ code: "UNAUTHENTICATED", messageKey: "booking.errors.loginRequired" });
    const guest = createCaller(trpcContext(db, null));
    await expect(guest.videoRequests.create(valid() as never)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await countRequests()).toBe(before);
  });

  it("refuses a creator booking themself", async () => {
    await expect(create(creator, valid())).rejects.toMatchObject({ code: "FORBIDDEN", messageKey: "booking.errors.ownRequest" });
  });

  it("refuses a creator who is not taking requests, and an unknown creator", async () => {
    const away = await createCreator(db, { isAvailable: false });
    await expect(create(fan, valid({ creatorId: away.id }))).rejects.toMatchObject({ code: "CONFLICT", messageKey: "booking.errors.creatorUnavailable" });
    await expect(create(fan, valid({ creatorId: otherFan.id }))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("videoRequests.create: every rule of spec §5, checked on the server", () => {
  const long = (n: number) => "x".repeat(n);
  it.each([
    ["occasion", { occasion: undefined }, "booking.validation.occasionRequired"],
    ["occasion", { occasion: "bar_mitzvah_party" }, "booking.validation.occasionRequired"],
    ["recipientName", { recipientName: undefined }, "booking.validation.nameRequired"],
    ["recipientName", { recipientName: "   " }, "booking.validation.nameRequired"],
    ["recipientName", { recipientName: " R " }, "booking.validation.nameMinLength"],
    ["recipientName", { recipientName: long(51) }, "booking.validation.nameMaxLength"],
    ["fromName", { fromName: long(51) }, "booking.validation.fromNameMaxLength"],
    ["relationship", { relationship: "cousin-in-law" }, "booking.validation.relationshipInvalid"],
    ["instructions", { instructions: undefined }, "booking.validation.instructionsRequired"],
    ["instructions", { instructions: "  " }, "booking.validation.instructionsRequired"],
    ["instructions", { instructions: "  too short " }, "booking.validation.instructionsMinLength"],
    ["instructions", { instructions: long(501) }, "booking.validation.instructionsMaxLength"],
    ["specialDetails", { specialDetails: long(301) }, "booking.validation.specialDetailsMaxLength"],
    ["recipientEmail", { isGift: true, recipientEmail: "not-an-address" }, "booking.validation.emailInvalid"],
    ["deliveryTier", { deliveryTier: "yesterday" }, "booking.validation.deliveryRequired"],
    ["scheduledDate", { deliveryTier: "scheduled" }, "booking.validation.scheduledDateRange"],
    ["scheduledDate", { deliveryTier: "scheduled", scheduledDate: isoDatePlusDays(4) }, "booking.validation.scheduledDateRange"],
    ["scheduledDate", { deliveryTier: "scheduled", scheduledDate: isoDatePlusDays(366) }, "booking.validation.scheduledDateRange"],
    ["scheduledDate", { deliveryTier: "scheduled", scheduledDate: "2031-02-30" }, "booking.validation.scheduledDateRange"],
    ["relationship", { flow: "simple" }, "booking.validation.relationshipInvalid"],
    ["fromName", { flow: "wizard", fromName: "  " }, "booking.validation.fromNameRequired"],
    ["idempotencyKey", { idempotencyKey: "short" }, "booking.validation.idempotencyKey"],
  ])("%s: %j gives %s and stores nothing", async (field, overrides, messageKey) => {
    const before = await countRequests();
    await expect(create(fan, valid(overrides))).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { [field]: messageKey },
    });
    expect(await countRequests()).toBe(before);
  });

  it("accepts the boundaries: 2-character name, 10 and 500-character instructions, 5 and 365 days ahead", async () => {
    await expect(create(fan, valid({ recipientName: "Jo", instructions: "x".repeat(10) }))).resolves.toBeTruthy();
    await expect(create(fan, valid({ instructions: "x".repeat(500) }))).resolves.toBeTruthy();
    for (const days of [5, 365]) {
      await expect(create(fan, valid({ deliveryTier: "scheduled", scheduledDate: isoDatePlusDays(days) }))).resolves.toBeTruthy();
    }
  });

  it("ignores the recipient e-mail unless the video is a gift", async () => {
    const created = await create(fan, valid({ isGift: false, recipientEmail: "not-an-address" }));
    const [row] = await db.select({ email: videoRequests.recipientEmail }).from(videoRequests).where(eq(videoRequests.id, created.id));
    expect(row!.email).toBeNull();
  });
});

describe("videoRequests.create: idempotency", () => {
  it("gives back the same request for the same key, even when submitted at once", async () => {
    const input = valid();
    const results = await Promise.all(Array.from({ length: 8 }, () => create(fan, input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await db.select({ id: videoRequests.id }).from(videoRequests).where(eq(videoRequests.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it("refuses a key already used by another fan or for another creator", async () => {
    const input = valid();
    await create(fan, input);
    await expect(create(otherFan, input)).rejects.toMatchObject({ code: "CONFLICT", messageKey: "booking.errors.idempotencyReused" });
    const second = await createCreator(db);
    await expect(create(fan, { ...input, creatorId: second.id })).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("the fan's requests: mine, byId, cancel", () => {
  let reader: Actor;
  const ids: string[] = [];
  beforeAll(async () => {
    reader = await createUser(db);
    for (let i = 0; i < MY_REQUESTS_PAGE_SIZE + 2; i++) ids.push((await create(reader, valid({ recipientName: `Name ${i}` }))).id);
    await create(otherFan, valid());
  });

  it("lists only the fan's own requests, newest first, with creator name, state, amount and deadline", async () => {
    const first = await listMyRequests({ db, actor: reader, input: {} });
    expect(first.items).toHaveLength(MY_REQUESTS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ creatorName: "Rutshelle", status: "pending_payment", amountCents: 16500, currency: "USD" });
    expect(first.items[0]!.dueAt).toBeInstanceOf(Date);
    const second = await listMyRequests({ db, actor: reader, input: { cursor: first.nextCursor } });
    expect(second.nextCursor).toBeNull();
    const listed = [...first.items, ...second.items].map((r) => r.id);
    expect(listed).toEqual([...ids].reverse());
  });

  it("refuses a guest", async () => {
    await expect(listMyRequests({ db, actor: null, input: {} })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("shows a request to its fan only (NOT_FOUND for anyone else)", async () => {
    await expect(getMyRequest({ db, actor: reader, input: { requestId: ids[0]! } })).resolves.toMatchObject({ basePriceCents: 15000 });
    await expect(getMyRequest({ db, actor: otherFan, input: { requestId: ids[0]! } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getMyRequest({ db, actor: creator, input: { requestId: ids[0]! } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("lets only the fan cancel, and only while pending_payment", async () => {
    await expect(cancelVideoRequest({ db, actor: otherFan, input: { requestId: ids[1]! } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(cancelVideoRequest({ db, actor: reader, input: { requestId: ids[1]! } })).resolves.toEqual({ id: ids[1], status: "cancelled" });
    await expect(cancelVideoRequest({ db, actor: reader, input: { requestId: ids[1]! } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "orders.errors.notCancellable",
    });
    await db.update(videoRequests).set({ status: "pending" }).where(eq(videoRequests.id, ids[2]!));
    await expect(cancelVideoRequest({ db, actor: reader, input: { requestId: ids[2]! } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("prices with the spec's default only when the creator has no price", async () => {
    const free = await createCreator(db, { priceUsdCents: 0 });
    await db.update(creatorProfiles).set({ videoPriceUsdCents: 0 }).where(eq(creatorProfiles.userId, free.id));
    const created = await create(fan, valid({ creatorId: free.id }));
    expect(created.amountCents).toBe(5000 + 500);
  });
});

describe("videoRequests.quote in HTG", () => {
  it("prices for MonCash at the stored rate when the creator takes it, and refuses otherwise", async () => {
    const both = await createCreator(db, { priceUsdCents: 10000 });
    await db.update(creatorProfiles).set({ paymentMethodsEnabled: ["stripe", "moncash"] }).where(eq(creatorProfiles.userId, both.id));
    await db.insert(exchangeRates).values({ htgPerUsd: "132.5000", source: "seed" });
    const { htgPerUsd } = await getExchangeRate(db);
    expect(htgPerUsd).toBe("132.5000");
    const quote = await getQuote({ db, actor: null, input: { creatorId: both.id, currency: "HTG" } });
    expect(quote).toMatchObject({ rate: htgPerUsd, total: { currency: "HTG" }, usdApproximation: { currency: "USD" } });
    expect(quote.paymentFee.amount).toBeGreaterThanOrEqual(1000);
    await expect(getQuote({ db, actor: null, input: { creatorId: creator.id, currency: "HTG" } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { currency: "booking.validation.currencyNotOffered" },
    });
  });
});
