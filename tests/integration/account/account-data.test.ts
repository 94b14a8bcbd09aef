import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, ledgerTransactions, media, payments, profiles, savedCreators, sessions, users, videoRequests } from "@/server/db/schema";
import { deleteAccount, deletedEmail } from "@/server/services/account/delete-account";
import { exportAccountData } from "@/server/services/account/export-account-data";
import { updateAccountProfile } from "@/server/services/account/update-account-profile";
import { startSession } from "@/server/auth/server-sessions";
import { clientInput } from "../support/client-input";
import { composeTestEdges, testBrowser } from "../support/edge";
import { createCreator, createSubscription, createTier, createUser, createVideoRequest } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
composeTestEdges(db);
const browser = testBrowser(db);
const { GET: exportRoute } = await import("@/app/api/account/export/route");

async function avatarUpload(ownerId: string, status: "ready" | "uploading" = "ready") {
  const [row] = await db
    .insert(media)
    .values({ ownerId, kind: "avatar", sizeBytes: 1000, receivedBytes: 1000, status, mimeType: "image/png", storageKey: `media/${crypto.randomUUID()}/original` })
    .returning({ id: media.id });
  return row!.id;
}

describe("editing one's name and photo", () => {
  it("saves the name and one's own finished avatar upload (allowed), and removes the photo with null", async () => {
    const fan = await createUser(db);
    const upload = await avatarUpload(fan.id);
    const saved = await updateAccountProfile({ db, actor: fan, input: { name: "  Roseline Pierre ", avatarMediaId: upload } });
    expect(saved).toEqual({ name: "Roseline Pierre", avatarUrl: expect.stringContaining(upload) });
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, fan.id));
    expect(user!.name).toBe("Roseline Pierre");
    expect(await updateAccountProfile({ db, actor: fan, input: { name: "Roseline", avatarMediaId: null } })).toEqual({ name: "Roseline", avatarUrl: null });
  });

  it("refuses someone else's upload, an unfinished one, a blank name, and a guest", async () => {
    const fan = await createUser(db);
    const other = await createUser(db);
    const theirs = await avatarUpload(other.id);
    const unfinished = await avatarUpload(fan.id, "uploading");
    for (const avatarMediaId of [theirs, unfinished]) {
      await expect(updateAccountProfile({ db, actor: fan, input: { name: "Rose", avatarMediaId } })).rejects.toMatchObject({
        code: "VALIDATION",
        fieldErrors: { avatarMediaId: "validation.accountPhoto" },
      });
    }
    await expect(updateAccountProfile({ db, actor: fan, input: clientInput({ name: "   " }) })).rejects.toMatchObject({
      fieldErrors: { name: "validation.accountNameRequired" },
    });
    await expect(updateAccountProfile({ db, actor: null, input: { name: "Rose" } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});

describe("export my data", () => {
  it("gives the signed-in person their own data only, as a JSON download (allowed), and a guest a 401 (refused)", async () => {
    const creator = await createCreator(db);
    const fan = await browser.signIn(await createUser(db));
    const other = await createUser(db);
    const mine = await createVideoRequest(db, fan, creator, { recipientName: "Mimi", status: "completed" });
    await createVideoRequest(db, other, creator, { recipientName: "Someone else" });

    const response = await exportRoute(new Request("http://lakou.test/api/account/export", { headers: browser.headers({ host: "lakou.test" }) }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="lakou-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await response.json();
    expect(data.account).toMatchObject({ id: fan.id, email: fan.email });
    expect(data.videoRequests.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    expect(JSON.stringify(data)).not.toContain("Someone else");

    await browser.signIn(null);
    const guest = await exportRoute(new Request("http://lakou.test/api/account/export", { headers: { host: "lakou.test" } }), { params: Promise.resolve({}) });
    expect(guest.status).toBe(401);
    await expect(exportAccountData({ db, actor: null })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});

describe("delete my account", () => {
  it("removes the fan's personal data, keeps orders, payments and the ledger, and ends every session (allowed)", async () => {
    const creator = await createCreator(db);
    const fan = await createUser(db, { name: "Roseline Pierre" });
    const request = await createVideoRequest(db, fan, creator, { status: "completed" });
    await db.update(videoRequests).set({ fromName: "Rose", recipientEmail: "mimi@example.test" }).where(eq(videoRequests.id, request.id));
    await db.insert(savedCreators).values({ userId: fan.id, creatorId: creator.id });
    const [payment] = await db
      .insert(payments)
      .values({ userId: fan.id, videoRequestId: request.id, provider: "test", method: "card", amountCents: 5000, currency: "USD", idempotencyKey: crypto.randomUUID(), paramsHash: "x", status: "captured" })
      .returning();
    await startSession(db, fan.id);
    await startSession(db, fan.id);
    const ledgerBefore = await db.select().from(ledgerTransactions);

    expect(await deleteAccount({ db, actor: fan, input: { confirmEmail: fan.email.toUpperCase() } })).toEqual({ deleted: true });

    const [user] = await db.select().from(users).where(eq(users.id, fan.id));
    expect(user).toMatchObject({ name: null, email: deletedEmail(fan.id), passwordHash: null, image: null });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, fan.id));
    expect(profile!.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(sessions).where(eq(sessions.userId, fan.id))).toEqual([]);
    expect(await db.select().from(savedCreators).where(eq(savedCreators.userId, fan.id))).toEqual([]);
    const [kept] = await db.select().from(videoRequests).where(eq(videoRequests.id, request.id));
    expect(kept).toMatchObject({ status: "completed", amountCents: request.amountCents, fromName: null, recipientEmail: null });
    expect(await db.select({ id: payments.id }).from(payments).where(eq(payments.id, payment!.id))).toHaveLength(1);
    expect(await db.select().from(ledgerTransactions)).toEqual(ledgerBefore);
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.resourceId, fan.id));
    expect(audit.map((a) => a.action)).toContain("user.deleted_own_account");
  });

  it("refuses a wrong confirmation, an open order, a running subscription, a creator and a guest (refused), changing nothing", async () => {
    const creator = await createCreator(db);
    const fan = await createUser(db);
    await expect(deleteAccount({ db, actor: fan, input: { confirmEmail: "someone@else.test" } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { confirmEmail: "validation.deleteConfirmMismatch" },
    });
    await createVideoRequest(db, fan, creator, { status: "in_progress" });
    await expect(deleteAccount({ db, actor: fan, input: { confirmEmail: fan.email } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "auth.settings.delete.openOrders",
    });

    const subscriber = await createUser(db);
    await createSubscription(db, subscriber, creator, await createTier(db, creator.id));
    await expect(deleteAccount({ db, actor: subscriber, input: { confirmEmail: subscriber.email } })).rejects.toMatchObject({ code: "CONFLICT" });

    await expect(deleteAccount({ db, actor: creator, input: { confirmEmail: creator.email } })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "auth.settings.delete.notForCreators",
    });
    await expect(deleteAccount({ db, actor: null, input: { confirmEmail: "x@y.z" } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, fan.id));
    expect(user!.email).toBe(fan.email);
  });
});
