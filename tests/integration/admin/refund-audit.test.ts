import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs } from "@/server/db/schema";
import { refundOrder } from "@/server/services/video-requests/refund-order";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { key, paymentOf } from "../payments/support";
import { deliveredRequest } from "../video-requests/support";

const db = await useTestDb();

const entriesFor = (resourceId: string) => db.select().from(auditLogs).where(eq(auditLogs.resourceId, resourceId));

describe("refunds in the audit log", () => {
  it("records a card refund and the order it ends, by whom and from where; a refused refund records nothing", async () => {
    const { request, providers } = await deliveredRequest(db);
    const admin = await createUser(db, { role: "admin", adminKind: "finance" });
    const from = { ipAddress: "198.51.100.4", userAgent: "vitest" };
    await expect(
      refundOrder({ db, actor: admin, input: { requestId: request.id, amountCents: 10_000_000, idempotencyKey: key() }, providers, request: from }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    const [payment] = await paymentOf(db, request.id);
    expect(await entriesFor(payment!.id)).toEqual([]);

    await refundOrder({ db, actor: admin, input: { requestId: request.id, idempotencyKey: key() }, providers, request: from });
    expect(await entriesFor(payment!.id)).toEqual([
      expect.objectContaining({ action: "refund.issued", category: "finance", actorId: admin.id, ipAddress: "198.51.100.4", metadata: { amountCents: payment!.capturedCents, currency: payment!.currency } }),
    ]);
    expect(await entriesFor(request.id)).toEqual([expect.objectContaining({ action: "order.refunded", actorId: admin.id })]);
  });

  it("records a MonCash refund as owed", async () => {
    const { request, providers } = await deliveredRequest(db, { currency: "HTG" });
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    await refundOrder({ db, actor: admin, input: { requestId: request.id, idempotencyKey: key() }, providers });
    const [payment] = await paymentOf(db, request.id);
    const owed = await db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, payment!.id), eq(auditLogs.action, "refund.owed")));
    expect(owed).toHaveLength(1);
  });
});
