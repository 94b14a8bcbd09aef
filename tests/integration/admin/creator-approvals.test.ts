import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { auditLogs, creatorProfiles, notifications } from "@/server/db/schema";
import { approveCreator, listCreatorApprovals, rejectCreator } from "@/server/services/admin/creator-approvals";
import { getSystemOverview } from "@/server/services/admin/system-overview";
import { createCreatorProfile } from "@/server/services/creator-settings/create-profile";
import { getOwnApproval } from "@/server/services/creator-settings/own-approval";
import { updateCreatorProfile } from "@/server/services/creator-settings/update-profile";
import { getCreatorPage } from "@/server/services/creators/get-creator-page";
import { getQuickView } from "@/server/services/creators/get-quick-view";
import { listCreatorsCached } from "@/server/services/creators/list-creators-cached";
import { listPreviews } from "@/server/services/creators/list-previews";
import { saveCreator } from "@/server/services/creators/save-creator";
import { isCreatorApprovalRequired, setCreatorApprovalRequired } from "@/server/services/settings/creator-approval";
import { createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { getQuote } from "@/server/services/video-requests/fan/get-quote";
import { createCreator, createTier, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
let superAdmin: Actor;
let operations: Actor;
let moderator: Actor;
let finance: Actor;
let fan: Actor;

beforeAll(async () => {
  superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
  operations = await createUser(db, { role: "admin", adminKind: "operations" });
  moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
  finance = await createUser(db, { role: "admin", adminKind: "finance" });
  fan = await createUser(db);
});

/** A creator account that signs up and creates its profile through the settings service. */
async function newCreatorWithProfile(displayName: string) {
  const creator = await createUser(db, { role: "creator" });
  const profile = await createCreatorProfile({ db, actor: creator, input: { displayName, category: "musician", videoPriceUsdCents: 5000, videoPriceHtgCents: 660000 } });
  return { creator, profile };
}

const inBrowse = async (name: string) =>
  (await listCreatorsCached({ db, actor: null, input: { search: name } })).creators.some((card) => card.name === name);

const auditRows = (resourceId: string, action: string) =>
  db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, resourceId), eq(auditLogs.action, action)));

describe("creator approval", () => {
  it("is a setting only settings_edit changes, audited, effective at once, refusing an unchanged value", async () => {
    expect(await isCreatorApprovalRequired(db)).toBe(false);
    await expect(setCreatorApprovalRequired({ db, actor: operations, input: { required: true } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setCreatorApprovalRequired({ db, actor: finance, input: { required: true } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setCreatorApprovalRequired({ db, actor: superAdmin, input: { required: "yes" as never } })).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(setCreatorApprovalRequired({ db, actor: superAdmin, input: { required: false } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "admin.errors.settingUnchanged",
    });

    await expect(setCreatorApprovalRequired({ db, actor: superAdmin, input: { required: true } })).resolves.toEqual({ required: true });
    expect(await isCreatorApprovalRequired(db)).toBe(true);
    const [entry] = await db.select().from(auditLogs).where(eq(auditLogs.action, "creatorApproval.changed"));
    expect(entry).toMatchObject({ actorId: superAdmin.id, category: "settings", metadata: { required: true } });
  });

  it("keeps a pending profile out of browse, search, its page, quick view, booking, saving and subscriptions for others", async () => {
    const name = `Pending Pwofil ${Date.now()}`;
    const { creator, profile } = await newCreatorWithProfile(name);
    expect(profile.approvalStatus).toBe("pending");
    const tierId = await createTier(db, creator.id);

    expect(await inBrowse(name)).toBe(false);
    for (const reader of [null, fan]) {
      await expect(getCreatorPage({ db, actor: reader, input: { creatorId: creator.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(getQuickView({ db, actor: reader, input: { creatorId: creator.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(listPreviews({ db, actor: reader, input: { creatorId: creator.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(getQuote({ db, actor: fan, input: { creatorId: creator.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(saveCreator({ db, actor: fan, input: { creatorId: creator.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      createSubscriptionCheckout({
        db,
        actor: fan,
        input: { tierId, creatorId: creator.id, idempotencyKey: `approval-${Date.now()}`, successUrl: "/fan/subscriptions", cancelUrl: "/fan/subscriptions" },
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });

    // Its owner and the console still see it; the owner's workspace says it waits.
    await expect(getCreatorPage({ db, actor: creator, input: { creatorId: creator.id } })).resolves.toMatchObject({ creator: { approvalStatus: "pending" } });
    await expect(getCreatorPage({ db, actor: moderator, input: { creatorId: creator.id } })).resolves.toMatchObject({ creator: { name } });
    await expect(getOwnApproval({ db, actor: creator })).resolves.toEqual({ status: "pending", note: "" });
    const queue = await listCreatorApprovals({ db, actor: moderator, input: {} });
    expect(queue.profiles.map((row) => row.userId)).toContain(creator.id);
    expect((await getSystemOverview({ db, actor: superAdmin })).pending.creatorsToApprove).toBeGreaterThanOrEqual(1);
  });

  it("rejects with a note (users_edit only), notifies the creator, audits it, and then approves it into browse at once", async () => {
    const name = `Rejected Then Approved ${Date.now()}`;
    const { creator } = await newCreatorWithProfile(name);
    expect(await inBrowse(name)).toBe(false); // the browse cache now holds an answer without it

    await expect(rejectCreator({ db, actor: moderator, input: { userId: creator.id, note: "No photo yet" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(rejectCreator({ db, actor: operations, input: { userId: creator.id, note: " " } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { note: "admin.validation.noteRequired" },
    });
    await expect(rejectCreator({ db, actor: operations, input: { userId: creator.id, note: "Add a real photo, please." } })).resolves.toMatchObject({
      status: "rejected",
      listed: false,
    });
    await expect(getOwnApproval({ db, actor: creator })).resolves.toEqual({ status: "rejected", note: "Add a real photo, please." });
    await expect(getCreatorPage({ db, actor: fan, input: { creatorId: creator.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await auditRows(creator.id, "creator.rejected")).toHaveLength(1);
    const [rejectedNotice] = await db.select().from(notifications).where(and(eq(notifications.userId, creator.id), eq(notifications.type, "creatorProfile.rejected")));
    expect(rejectedNotice?.params).toMatchObject({ reason: "Add a real photo, please." });

    // The creator fixes the profile: it waits for review again (still unlisted), and the queue shows it as pending.
    await expect(updateCreatorProfile({ db, actor: creator, input: { displayName: name, bio: "Now with a real photo.", category: "singer", languages: ["ht"] } })).resolves.toMatchObject({ approvalStatus: "pending" });
    await expect(getOwnApproval({ db, actor: creator })).resolves.toEqual({ status: "pending", note: "" });
    await expect(getCreatorPage({ db, actor: fan, input: { creatorId: creator.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(rejectCreator({ db, actor: operations, input: { userId: creator.id, note: "Add a real photo, please." } })).resolves.toMatchObject({ status: "rejected" });

    // Decisions on a row that changed meanwhile are conflicts, and leave no audit entry.
    await expect(rejectCreator({ db, actor: operations, input: { userId: creator.id, note: "Again" } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "admin.errors.approvalChanged",
    });
    await expect(approveCreator({ db, actor: operations, input: { userId: creator.id, seen: "pending" } })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await auditRows(creator.id, "creator.rejected")).toHaveLength(2);
    expect(await auditRows(creator.id, "creator.approved")).toHaveLength(0);

    await expect(approveCreator({ db, actor: operations, input: { userId: creator.id, seen: "rejected", note: "Photo added" } })).resolves.toEqual({
      status: "approved",
      listed: true,
    });
    await expect.poll(() => inBrowse(name)).toBe(true);
    await expect(getCreatorPage({ db, actor: fan, input: { creatorId: creator.id } })).resolves.toMatchObject({ creator: { name } });
    await expect(getQuote({ db, actor: fan, input: { creatorId: creator.id } })).resolves.toMatchObject({ paymentMethods: ["stripe"] });
    await expect(getOwnApproval({ db, actor: creator })).resolves.toBeNull();
    // Later edits of an approved profile keep it listed.
    await expect(updateCreatorProfile({ db, actor: creator, input: { displayName: name, bio: "Konpa every Friday.", category: "singer", languages: ["ht"] } })).resolves.toMatchObject({ approvalStatus: "approved" });
    const [approved] = await auditRows(creator.id, "creator.approved");
    expect(approved).toMatchObject({ actorId: operations.id, category: "creators", details: "Photo added" });
    const [approvedNotice] = await db.select().from(notifications).where(and(eq(notifications.userId, creator.id), eq(notifications.type, "creatorProfile.approved")));
    expect(approvedNotice).toBeDefined();
    await expect(approveCreator({ db, actor: operations, input: { userId: "nobody", seen: "pending" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("pages the queue on the server and validates its filters", async () => {
    await expect(listCreatorApprovals({ db, actor: fan, input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listCreatorApprovals({ db, actor: moderator, input: { status: "approved" as never } })).rejects.toMatchObject({ code: "VALIDATION" });
    const page = await listCreatorApprovals({ db, actor: moderator, input: { status: "pending", page: 1 } });
    expect(page).toMatchObject({ page: 1, pageSize: 20, status: "pending" });
    expect(page.profiles.every((row) => row.status === "pending")).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(page.profiles.length);
  });

  it("lists new profiles at once when approval is off; existing creators stay approved", async () => {
    const existing = await createCreator(db);
    const [row] = await db.select({ status: creatorProfiles.approvalStatus, listed: creatorProfiles.listed }).from(creatorProfiles).where(eq(creatorProfiles.userId, existing.id));
    expect(row).toEqual({ status: "approved", listed: true });

    await setCreatorApprovalRequired({ db, actor: superAdmin, input: { required: false } });
    const name = `Direct Listing ${Date.now()}`;
    const { profile } = await newCreatorWithProfile(name);
    expect(profile.approvalStatus).toBe("approved");
    await expect.poll(() => inBrowse(name)).toBe(true);
  });
});
