import { beforeAll, describe, expect, it } from "vitest";
import { moderationReports, videoRequests } from "@/server/db/schema";
import { getAdminDashboard } from "@/server/services/dashboard/get-admin-dashboard";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("getAdminDashboard", () => {
  beforeAll(async () => {
    const [fan, creator] = await Promise.all([createUser(db), createCreator(db, { verified: true }), createCreator(db)]);
    await createUser(db, { role: "fan", isCreator: true });
    const request = {
      fanId: fan.id,
      creatorId: creator.id,
      occasion: "birthday",
      recipientName: "Mimi",
      instructions: "Please wish Mimi a happy birthday.",
      basePriceCents: 5000,
      amountCents: 5000,
    };
    await db.insert(videoRequests).values([
      { ...request, status: "pending" },
      { ...request, status: "pending" },
      { ...request, status: "completed" },
    ]);
    await db.insert(moderationReports).values([
      { itemType: "review", itemId: "r1", reasons: ["spam"], status: "pending" },
      { itemType: "review", itemId: "r2", reasons: ["spam"], status: "approved" },
    ]);
  });

  it("gives a super_admin the platform counts", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    const dashboard = await getAdminDashboard({ db, actor: admin });
    expect(dashboard.accountsByRole).toEqual({ fan: 2, creator: 2, admin: 1 });
    expect(dashboard).toMatchObject({ creators: 2, verifiedCreators: 1, pendingReports: 1 });
    expect(dashboard.videoRequestsByStatus).toContainEqual({ status: "pending", count: 2 });
    expect(dashboard.videoRequestsByStatus).toContainEqual({ status: "completed", count: 1 });
    expect(dashboard.videoRequestsByStatus).toContainEqual({ status: "refunded", count: 0 });
  });

  it("lets in an admin kind that holds analytics_view (finance)", async () => {
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    await expect(getAdminDashboard({ db, actor: finance })).resolves.toMatchObject({ pendingReports: 1 });
  });

  it("refuses an admin kind without analytics_view, unless granted", async () => {
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    await expect(getAdminDashboard({ db, actor: moderator })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "errors.forbidden",
    });
    const granted = await createUser(db, { role: "admin", adminKind: "content_moderator", permissions: ["analytics_view"] });
    await expect(getAdminDashboard({ db, actor: granted })).resolves.toBeDefined();
  });

  it("refuses creators and fans", async () => {
    const creator = await createCreator(db);
    await expect(getAdminDashboard({ db, actor: creator })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const fan = await createUser(db);
    await expect(getAdminDashboard({ db, actor: fan })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
