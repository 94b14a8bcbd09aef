import { beforeAll, describe, expect, it } from "vitest";
import { adminRouter } from "@/server/api/routers/admin";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { exchangeRates } from "@/server/db/schema";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { trpcContext } from "../support/trpc-context";

const db = await useTestDb();
const uuid = "00000000-0000-4000-8000-000000000000";
let target: Actor;

beforeAll(async () => {
  target = await createUser(db);
  await db.insert(exchangeRates).values({ htgPerUsd: "132", source: "seed" });
});

/** A valid input for every procedure of the admin router (the matrix fails when a new one is missing here). */
function inputs(): Record<keyof typeof adminRouter._def.procedures, unknown> {
  return {
    dashboard: undefined,
    search: { q: "test" },
    systemStatus: undefined,
    systemOverview: undefined,
    users: { page: 1 },
    user: { userId: target.id },
    suspendUser: { userId: target.id, reason: "matrix check" },
    reinstateUser: { userId: target.id },
    forcePasswordReset: { userId: target.id, reason: "matrix check" },
    grantAdminRole: { userId: target.id, adminKind: "finance" },
    revokeAdminRole: { userId: target.id },
    admins: undefined,
    setAdminAccess: { userId: target.id, adminKind: "finance", permissions: [], expected: { adminKind: "finance", permissions: [] } },
    creators: { page: 1 },
    verifyCreator: { userId: target.id, verified: true, note: "matrix check" },
    approvals: { status: "pending" },
    approveCreator: { userId: target.id, seen: "pending", note: "" },
    rejectCreator: { userId: target.id, note: "matrix check" },
    exchangeRates: undefined,
    setExchangeRate: { htgPerUsd: "133" },
    commissionRates: undefined,
    setCommission: { percent: "18" },
    creatorApprovalSetting: undefined,
    setCreatorApprovalRequired: { required: true },
    audit: { range: "24h" },
    orders: { page: 1 },
    order: { requestId: uuid },
    refundOrder: { requestId: uuid, reason: "matrix check", idempotencyKey: "matrix-refund-key-0003" },
    cancelOrder: { requestId: uuid, reason: "matrix check" },
    extendOrderDeadline: { requestId: uuid, hours: 24, reason: "matrix check" },
    refunds: { page: 1 },
    settleRefund: { paymentId: uuid, note: "matrix check" },
    transactions: { page: 1 },
    finance: { page: 1 },
    payouts: { page: 1 },
    awaitingPayouts: undefined,
    markPayoutsPaid: { payoutIds: [uuid], reference: "matrix check" },
    analyticsUsers: { range: "7d" },
    analyticsRevenue: { range: "30d" },
    analyticsContent: { range: "90d" },
  };
}

async function call(actor: Actor, name: string) {
  const caller = createCaller(trpcContext(db, actor)).admin as unknown as Record<string, (input: unknown) => Promise<unknown>>;
  return caller[name]!(inputs()[name as keyof ReturnType<typeof inputs>]);
}

const PROCEDURES = Object.keys(adminRouter._def.procedures);

describe("the admin router's permission matrix", () => {
  it("covers every procedure", () => {
    expect(PROCEDURES.sort()).toEqual(Object.keys(inputs()).sort());
  });

  it("answers FORBIDDEN to a fan, a creator and a fan who creates, on every procedure", async () => {
    const outsiders = [await createUser(db), await createCreator(db), await createUser(db, { isCreator: true })];
    for (const actor of outsiders) {
      for (const name of PROCEDURES) {
        await expect(call(actor, name), `${actor.role} ${name}`).rejects.toMatchObject({ code: "FORBIDDEN" });
      }
    }
  });

  it("answers UNAUTHORIZED to a guest", async () => {
    const guest = createCaller(trpcContext(db, null));
    await expect(guest.admin.systemStatus()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(guest.admin.users({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("keeps a content moderator (no payouts_process, no finance_view) away from money", async () => {
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const caller = createCaller(trpcContext(db, moderator));
    for (const name of ["setExchangeRate", "exchangeRates", "dashboard", "orders", "order", "refundOrder", "cancelOrder", "extendOrderDeadline", "refunds", "settleRefund", "transactions", "finance", "payouts", "awaitingPayouts", "markPayoutsPaid", "commissionRates", "setCommission", "forcePasswordReset", "grantAdminRole", "analyticsRevenue"]) {
      await expect(call(moderator, name), name).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(caller.payments.refund({ paymentId: uuid, idempotencyKey: "matrix-refund-key-0001" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.videoRequests.refund({ requestId: uuid, idempotencyKey: "matrix-refund-key-0002" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    // …nor decide on creators or change settings (no users_edit, no settings_edit)…
    for (const name of ["approveCreator", "rejectCreator", "setCreatorApprovalRequired"]) {
      await expect(call(moderator, name), name).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    // …but may search and read users and the approvals queue (users_view).
    await expect(caller.admin.users({})).resolves.toMatchObject({ page: 1 });
    await expect(caller.admin.approvals({})).resolves.toMatchObject({ page: 1, status: "pending" });
  });

  it("lets a finance admin set the exchange rate and list payouts but not change roles, suspend or read the audit log", async () => {
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    await expect(call(finance, "setExchangeRate")).resolves.toMatchObject({ htgPerUsd: "133.0000" });
    await expect(call(finance, "payouts")).resolves.toMatchObject({ page: 1, payouts: [] });
    await expect(call(finance, "awaitingPayouts")).resolves.toEqual([]);
    for (const name of [
      "admins",
      "setAdminAccess",
      "grantAdminRole",
      "revokeAdminRole",
      "suspendUser",
      "reinstateUser",
      "forcePasswordReset",
      "verifyCreator",
      "audit",
      "users",
      "setCommission",
      "approvals",
      "approveCreator",
      "rejectCreator",
      "setCreatorApprovalRequired",
    ]) {
      await expect(call(finance, name), name).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });

  it("lets an operations admin with an extra settings_edit grant change roles", async () => {
    const other = await createUser(db, { role: "admin", adminKind: "finance" });
    const ops = await createUser(db, { role: "admin", adminKind: "operations", permissions: ["settings_edit"] });
    const caller = createCaller(trpcContext(db, ops));
    await expect(
      caller.admin.setAdminAccess({
        userId: other.id,
        adminKind: "content_moderator",
        permissions: [],
        expected: { adminKind: "finance", permissions: [] },
      }),
    ).resolves.toMatchObject({ adminKind: "content_moderator" });
    // Making a super admin stays a super admin's act.
    await expect(
      caller.admin.setAdminAccess({
        userId: other.id,
        adminKind: "super_admin",
        permissions: [],
        expected: { adminKind: "content_moderator", permissions: [] },
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("lets a super admin reach every read procedure", async () => {
    const superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    for (const name of ["dashboard", "search", "systemStatus", "users", "user", "creators", "exchangeRates", "audit", "orders", "refunds", "transactions", "finance", "payouts", "systemOverview", "commissionRates", "analyticsUsers", "analyticsRevenue", "analyticsContent", "approvals", "creatorApprovalSetting"]) {
      await expect(call(superAdmin, name), name).resolves.toBeDefined();
    }
  });
});
