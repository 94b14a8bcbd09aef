import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditLogs, commissionRates, ledgerEntries, ledgerTransactions, payments, profiles, sessions } from "@/server/db/schema";
import { startSession } from "@/server/auth/server-sessions";
import { grantAdminRole, revokeAdminRole } from "@/server/services/admin/admin-role";
import { confirmTestCard } from "@/server/services/payments/confirm-test-card";
import { capturePayment } from "@/server/services/payments/settle-payment";
import { startCardPayment } from "@/server/services/payments/start-card-payment";
import { getCommissionBasisPoints, listCommissionRates, setCommission } from "@/server/services/settings/commission";
import { INITIAL_COMMISSION_BASIS_POINTS } from "@/server/ledger/movements";
import { clientInput } from "../support/client-input";
import { createCreator, createUser } from "../support/factories";
import { startFakeMoncash } from "../support/fake-moncash";
import { startFakeStripe } from "../support/fake-stripe";
import { useTestDb } from "../support/test-db";
import { key, providersFor, videoRequest } from "../payments/support";

const db = await useTestDb();
const fakes = { stripe: await startFakeStripe(), moncash: await startFakeMoncash() };
afterAll(async () => {
  await fakes.stripe.close();
  await fakes.moncash.close();
});

async function roleOf(id: string) {
  const [row] = await db.select({ role: profiles.role, adminKind: profiles.adminKind }).from(profiles).where(eq(profiles.id, id));
  return row;
}

describe("granting and taking back the admin role", () => {
  it("lets an admin with settings_edit make a fan an admin and take it back; sessions end; both audited", async () => {
    const ops = await createUser(db, { role: "admin", adminKind: "operations", permissions: ["settings_edit"] });
    const fan = await createUser(db);
    await startSession(db, fan.id);
    await expect(grantAdminRole({ db, actor: ops, input: { userId: fan.id, adminKind: "finance" }, request: { ipAddress: "203.0.113.8" } })).resolves.toEqual({
      role: "admin",
      adminKind: "finance",
    });
    expect(await roleOf(fan.id)).toEqual({ role: "admin", adminKind: "finance" });
    expect(await db.select().from(sessions).where(eq(sessions.userId, fan.id))).toHaveLength(0);
    await expect(grantAdminRole({ db, actor: ops, input: { userId: fan.id, adminKind: "finance" } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "admin.errors.alreadyAdmin",
    });

    await revokeAdminRole({ db, actor: ops, input: { userId: fan.id } });
    expect(await roleOf(fan.id)).toEqual({ role: "fan", adminKind: null });
    const entries = await db.select().from(auditLogs).where(eq(auditLogs.resourceId, fan.id));
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.severity])).toEqual(
      expect.arrayContaining([
        ["admin.role_granted", ops.id, "critical"],
        ["admin.role_revoked", ops.id, "critical"],
      ]),
    );
  });

  it("refuses a finance admin (no settings_edit), a super admin grant by a non super admin, creators, and oneself; refusals write nothing", async () => {
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    const ops = await createUser(db, { role: "admin", adminKind: "operations", permissions: ["settings_edit"] });
    const superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    const fan = await createUser(db);
    const creator = await createCreator(db);
    const fanCreator = await createUser(db, { isCreator: true });

    await expect(grantAdminRole({ db, actor: finance, input: { userId: fan.id, adminKind: "operations" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(grantAdminRole({ db, actor: ops, input: { userId: fan.id, adminKind: "super_admin" } })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "admin.errors.superAdminOnly",
    });
    for (const target of [creator, fanCreator]) {
      await expect(grantAdminRole({ db, actor: superAdmin, input: { userId: target.id, adminKind: "operations" } })).rejects.toMatchObject({
        code: "CONFLICT",
        messageKey: "admin.errors.creatorCannotBeAdmin",
      });
    }
    await expect(revokeAdminRole({ db, actor: ops, input: { userId: superAdmin.id } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(revokeAdminRole({ db, actor: ops, input: { userId: ops.id } })).rejects.toMatchObject({ messageKey: "admin.errors.notYourself" });
    await expect(grantAdminRole({ db, actor: ops, input: clientInput({ userId: fan.id, adminKind: "king" }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { adminKind: "admin.validation.adminKind" },
    });
    expect(await roleOf(fan.id)).toEqual({ role: "fan", adminKind: null });
    expect(await roleOf(superAdmin.id)).toEqual({ role: "admin", adminKind: "super_admin" });
    const written = await db.select().from(auditLogs).where(eq(auditLogs.action, "admin.role_granted"));
    expect(written.filter((row) => [fan.id, creator.id, fanCreator.id].includes(row.resourceId ?? ""))).toEqual([]);

    // A super admin may make a super admin.
    await expect(grantAdminRole({ db, actor: superAdmin, input: { userId: fan.id, adminKind: "super_admin" } })).resolves.toMatchObject({
      adminKind: "super_admin",
    });
  });
});

describe("the platform commission setting", () => {
  it("starts at PLATFORM_COMMISSION_PERCENT; a change is audited, listed, and applies to payments started from then on", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    expect(await getCommissionBasisPoints(db)).toBe(INITIAL_COMMISSION_BASIS_POINTS);
    const providers = providersFor("test", db, fakes);

    await setCommission({ db, actor: admin, input: { percent: "15" }, request: { ipAddress: "203.0.113.9" } });
    const { fan, request } = await videoRequest(db);
    const started = await startCardPayment({ db, actor: fan, input: { requestId: request.id, idempotencyKey: key() }, providers });
    // Changed again before the capture: the payment keeps the rate it started with.
    await setCommission({ db, actor: admin, input: { percent: "25,5" } });
    expect(await getCommissionBasisPoints(db)).toBe(2550);
    await confirmTestCard({ db, actor: fan, input: { paymentIntentId: started.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/34" }, providers });
    await capturePayment({ db, input: { requestId: request.id }, providers });

    const [payment] = await db.select().from(payments).where(eq(payments.providerRef, started.paymentIntentId));
    expect(payment!.commissionBasisPoints).toBe(1500);
    const lines = await db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.paymentId, payment!.id), eq(ledgerTransactions.kind, "capture")));
    const byAccount = Object.fromEntries(lines.map((line) => [line.account, line.amount]));
    // Base $150 + delivery $45 = $195: 15% is $29.25.
    expect(byAccount).toMatchObject({ creator_earnings: 16575, platform_commission: 2925 });

    const listed = await listCommissionRates({ db, actor: admin });
    expect(listed.current).toBe(2550);
    expect(listed.history.map((row) => row.basisPoints)).toEqual([2550, 1500]);
    const audited = await db.select().from(auditLogs).where(eq(auditLogs.action, "commission.changed"));
    expect(audited.map((row) => row.details)).toEqual(expect.arrayContaining([`${INITIAL_COMMISSION_BASIS_POINTS / 100}% → 15%`, "15% → 25.5%"]));
  });

  it("refuses bad values with a field message and actors without settings_edit, writing nothing", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    const before = await db.select().from(commissionRates);
    for (const percent of ["-1", "51", "abc", "12.345", ""]) {
      await expect(setCommission({ db, actor: admin, input: { percent } }), percent).rejects.toMatchObject({
        code: "VALIDATION",
        fieldErrors: { percent: "validation.commission" },
      });
    }
    await expect(setCommission({ db, actor: finance, input: { percent: "10" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await db.select().from(commissionRates)).toHaveLength(before.length);
  });
});
