import { describe, expect, it } from "vitest";
import { refundOrder } from "@/server/services/video-requests/refund-order";
import type { Actor } from "@/server/auth/actor";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { key, ledgerDiscrepancies, ledgerKinds, paymentOf } from "../payments/support";
import { deliveredRequest, paidRequest, requestRow } from "./support";

const db = await useTestDb();

describe("an admin refunds a delivered order", () => {
  it("in part, then the rest: the ledger follows and the request ends refunded", async () => {
    const { request, providers } = await deliveredRequest(db);
    const admin = await createUser(db, { role: "admin", adminKind: "finance" });
    const refund = (amountCents?: number) => refundOrder({ db, actor: admin, input: { requestId: request.id, amountCents, idempotencyKey: key() }, providers });

    expect((await refund(5000)).status).toBe("partially_refunded");
    expect((await requestRow(db, request.id)).status).toBe("completed");
    await expect(refund(20000)).rejects.toMatchObject({ code: "VALIDATION" });
    expect((await refund()).status).toBe("refunded");
    expect((await requestRow(db, request.id)).status).toBe("refunded");
    const [payment] = await paymentOf(db, request.id);
    expect(payment!.refundedCents).toBe(payment!.capturedCents);
    expect(await ledgerKinds(db, payment!.id)).toEqual(["hold", "capture", "refund", "refund"]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
    await expect(refund(100)).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("a MonCash order refunded in whole is owed back to the fan", async () => {
    const { request, providers } = await deliveredRequest(db, { currency: "HTG" });
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    expect((await refundOrder({ db, actor: admin, input: { requestId: request.id, idempotencyKey: key() }, providers })).status).toBe("refund_owed");
    expect((await requestRow(db, request.id)).status).toBe("refunded");
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("is refused to the creator, the fan, a guest and an admin without the payouts permission, and for an order not delivered", async () => {
    const { fan, creator, request, providers } = await deliveredRequest(db);
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const attempt = (actor: Actor | null, requestId = request.id) =>
      refundOrder({ db, actor, input: { requestId, amountCents: 100, idempotencyKey: key() }, providers });
    for (const actor of [creator, fan, moderator]) await expect(attempt(actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(attempt(null)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await paymentOf(db, request.id))[0]!.refundedCents).toBe(0);

    const admin = await createUser(db, { role: "admin", adminKind: "finance" });
    const paid = await paidRequest(db);
    await expect(attempt(admin, paid.request.id)).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await paymentOf(db, paid.request.id))[0]!.status).toBe("held");
  });
});
