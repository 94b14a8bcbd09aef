import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { auditLogs, notifications, videoRequests } from "@/server/db/schema";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { renderNotification } from "@/server/services/notifications/render";
import { exportLedgerCsv, getFinance } from "@/server/services/admin/finance/finance-ledger";
import { listRefunds } from "@/server/services/admin/finance/list-refunds";
import { exportTransactionsCsv, listTransactions } from "@/server/services/admin/finance/list-transactions";
import { getOrderAdmin } from "@/server/services/admin/orders/get-order-admin";
import { listOrdersAdmin } from "@/server/services/admin/orders/list-orders-admin";
import { adminCancelOrder, adminRefundOrder, extendOrderDeadline } from "@/server/services/admin/orders/order-actions";
import { settleOwedRefund } from "@/server/services/payments/refund-payment";
import { getOrderReceipt } from "@/server/services/receipts/order-receipt";
import { downloadReceipt } from "@/server/services/receipts/receipt-pdf";
import { getMyRequest } from "@/server/services/video-requests/fan/get-my-request";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { trpcContext } from "../support/trpc-context";
import { pdfText } from "../video-requests/fan/pdf-text";
import { key, ledgerDiscrepancies, paymentOf, videoRequest } from "../payments/support";
import { deliveredRequest, paidRequest, requestRow } from "../video-requests/support";

const db = await useTestDb();
const finance = () => createUser(db, { role: "admin", adminKind: "finance" });
const moderator = () => createUser(db, { role: "admin", adminKind: "content_moderator" });
const readAll = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const noticesOf = (userId: string) => db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, "order.adminUpdate")));

describe("the back office's orders, refunds and finance", () => {
  it("refunds part of an order from the console: the fan's page and receipt show it, both sides are told, the ledger balances; a moderator is refused", async () => {
    const { request, fan, creator, providers } = await deliveredRequest(db);
    const admin = await finance();
    const refused = await moderator();
    await expect(adminRefundOrder({ db, actor: refused, input: { requestId: request.id, amountCents: 500, reason: "late video", idempotencyKey: key() }, providers })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(adminRefundOrder({ db, actor: admin, input: { requestId: request.id, amountCents: 500, reason: "", idempotencyKey: key() }, providers })).rejects.toMatchObject({ code: "VALIDATION" });

    const refundKey = key();
    const input = { requestId: request.id, amountCents: 500, reason: "late video", idempotencyKey: refundKey };
    await adminRefundOrder({ db, actor: admin, input, providers, request: { ipAddress: "198.51.100.9", userAgent: "vitest" } });
    await adminRefundOrder({ db, actor: admin, input, providers }); // the same key again: one refund, one notice each
    const [payment] = await paymentOf(db, request.id);
    expect(payment).toMatchObject({ status: "partially_refunded", refundedCents: 500 });
    const [toFan] = await noticesOf(fan.id);
    expect(await noticesOf(fan.id)).toHaveLength(1);
    const rendered = renderNotification("fr", toFan!);
    expect(rendered.title).toBe("Notre équipe a modifié une commande");
    expect(rendered.body.replace(/\s/g, " ")).toBe("Nous avons remboursé 5,00 $US de votre commande. late video");
    expect(await noticesOf(creator.id)).toEqual([expect.objectContaining({ params: expect.objectContaining({ change: "refunded", audience: "creator", amountMinor: 500, reason: "late video" }) })]);
    const [audit] = await db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, payment!.id), eq(auditLogs.action, "refund.issued")));
    expect(audit).toMatchObject({ actorId: admin.id, ipAddress: "198.51.100.9", metadata: { amountCents: 500, currency: "USD", reason: "late video" } });
    expect(await ledgerDiscrepancies(db)).toEqual([]);

    const mine = await getMyRequest({ db, actor: fan, input: { requestId: request.id } });
    expect(mine.refunded).toEqual({ amount: 500, currency: "USD" });
    const receipt = await getOrderReceipt({ db, actor: fan, input: { requestId: request.id }, locale: "en" });
    expect(receipt.details).toContainEqual(["Refunded", "-$5.00"]);
    const pdf = (await pdfText((await downloadReceipt({ db, actor: fan, input: { requestId: request.id }, locale: "fr" })).bytes)).map((text) => text.replace(/\s/g, " "));
    expect(pdf).toEqual(expect.arrayContaining(["Remboursé", "-5,00 $US"]));

    const detail = await getOrderAdmin({ db, actor: admin, input: { requestId: request.id } });
    expect(detail.order.instructions).toBe(request.instructions);
    expect(detail.payments[0]!.refunds).toEqual([expect.objectContaining({ amountCents: 500, status: "succeeded" })]);
    expect(detail.ledger.map((entry) => entry.kind)).toContain("refund");
    expect(detail.timeline.map((event) => (event.kind === "action" ? event.action : event.kind))).toEqual(["booked", "payment", "delivered", "refund", "refund.issued"]);
    expect(detail.notices.map((notice) => notice.audience).sort()).toEqual(expect.arrayContaining(["creator", "fan"]));
    expect(detail.can.refund).toEqual({ remainingCents: payment!.capturedCents - 500, currency: "USD" });
    await expect(getOrderAdmin({ db, actor: refused, input: { requestId: request.id } })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("cancels an unpaid order only, audited and told; a moderator is refused", async () => {
    const admin = await finance();
    const { request, fan } = await videoRequest(db);
    await expect(adminCancelOrder({ db, actor: await moderator(), input: { requestId: request.id, reason: "duplicate order" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(adminCancelOrder({ db, actor: admin, input: { requestId: request.id, reason: "duplicate order" } })).resolves.toMatchObject({ status: "cancelled" });
    await expect(adminCancelOrder({ db, actor: admin, input: { requestId: request.id, reason: "duplicate order" } })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(adminCancelOrder({ db, actor: admin, input: { requestId: crypto.randomUUID(), reason: "duplicate order" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await noticesOf(fan.id)).toHaveLength(1);
    expect(await db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, request.id), eq(auditLogs.action, "order.cancelled")))).toHaveLength(1);

    const paid = await paidRequest(db);
    await expect(adminCancelOrder({ db, actor: admin, input: { requestId: paid.request.id, reason: "duplicate order" } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("extends a deadline: the expiry job moves with it; a delivered order and a moderator are refused", async () => {
    const admin = await finance();
    const { request } = await paidRequest(db);
    const before = (await requestRow(db, request.id)).dueAt!;
    await expect(extendOrderDeadline({ db, actor: await moderator(), input: { requestId: request.id, hours: 48, reason: "creator was ill" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(extendOrderDeadline({ db, actor: admin, input: { requestId: request.id, hours: 9999, reason: "creator was ill" } })).rejects.toMatchObject({ code: "VALIDATION" });
    const { dueAt } = await extendOrderDeadline({ db, actor: admin, input: { requestId: request.id, hours: 48, reason: "creator was ill" } });
    expect(dueAt.getTime() - before.getTime()).toBe(48 * 3_600_000);
    expect((await requestRow(db, request.id)).dueAt).toEqual(dueAt);
    const jobs = (await db.execute(sql`select start_after from pgboss.job where name = 'videoRequests.expire' and singleton_key like ${`${request.id}%`} order by start_after`)) as unknown as { start_after: Date }[];
    expect(new Date(jobs.at(-1)!.start_after).getTime()).toBe(dueAt.getTime() + 24 * 3_600_000);
    const [entry] = await db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, request.id), eq(auditLogs.action, "order.deadlineExtended")));
    expect(entry).toMatchObject({ actorId: admin.id, details: "creator was ill" });

    const delivered = await deliveredRequest(db);
    await expect(extendOrderDeadline({ db, actor: admin, input: { requestId: delivered.request.id, hours: 24, reason: "creator was ill" } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("lists a MonCash refund owed and settles it with a note: the ledger balances and the owed line leaves", async () => {
    const { request, providers } = await deliveredRequest(db, { currency: "HTG" });
    const admin = await finance();
    await adminRefundOrder({ db, actor: admin, input: { requestId: request.id, amountCents: 10_000, reason: "partial refund", idempotencyKey: key() }, providers });
    const [payment] = await paymentOf(db, request.id);
    const owed = await listRefunds({ db, actor: admin, input: {} });
    expect(owed.owed).toContainEqual(expect.objectContaining({ paymentId: payment!.id, owedCents: 10_000, currency: "HTG" }));
    await expect(settleOwedRefund({ db, actor: await moderator(), input: { paymentId: payment!.id } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await settleOwedRefund({ db, actor: admin, input: { paymentId: payment!.id, note: "MonCash ref 4471" } });
    expect((await listRefunds({ db, actor: admin, input: {} })).owed.map((row) => row.paymentId)).not.toContain(payment!.id);
    const [settled] = await db.select().from(auditLogs).where(and(eq(auditLogs.resourceId, payment!.id), eq(auditLogs.action, "refund.settled")));
    expect(settled!.metadata).toMatchObject({ amountCents: 10_000, currency: "HTG", reason: "MonCash ref 4471" });
    const [sent] = await db.select().from(notifications).where(and(eq(notifications.userId, payment!.userId), eq(notifications.type, "payment.refundSent")));
    expect(renderNotification("en", sent!).body).toBe("We sent your refund of 100 G.");
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it("searches orders, lists and exports transactions and ledger movements, with totals equal to ledger:check's", async () => {
    const admin = await finance();
    const { request, fan } = await deliveredRequest(db);
    const byNumber = await listOrdersAdmin({ db, actor: admin, input: { q: orderNumberOf(request.id) } });
    expect(byNumber.orders.map((order) => order.id)).toEqual([request.id]);
    expect(byNumber.orders[0]!.payment).toMatchObject({ status: "captured" });
    const byFan = await listOrdersAdmin({ db, actor: admin, input: { q: fan.email, status: "completed", method: "card" } });
    expect(byFan.orders.map((order) => order.id)).toContain(request.id);
    await expect(listOrdersAdmin({ db, actor: admin, input: { status: "nope" as never } })).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(listOrdersAdmin({ db, actor: admin, input: { from: "2026-13-45" } })).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(listOrdersAdmin({ db, actor: await createUser(db), input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });

    const [payment] = await paymentOf(db, request.id);
    const listed = await listTransactions({ db, actor: admin, input: { q: payment!.id } });
    expect(listed.transactions).toEqual([expect.objectContaining({ id: payment!.id, capturedCents: payment!.capturedCents })]);
    const csv = (await readAll(exportTransactionsCsv({ db, actor: admin, input: { q: fan.email } }))).trim().split("\r\n");
    expect(csv[0]).toMatch(/^time,payment_id,status/);
    expect(csv.slice(1).some((line) => line.includes(payment!.id))).toBe(true);
    const refused = await moderator();
    expect(() => exportTransactionsCsv({ db, actor: refused, input: {} })).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    expect(() => exportLedgerCsv({ db, actor: refused, input: {} })).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));

    const financePage = await getFinance({ db, actor: admin, input: { currency: "USD" } });
    expect(financePage.report).toEqual(await reconcileLedger(db));
    expect(financePage.entries.every((entry) => entry.currency === "USD")).toBe(true);
    const ledgerCsv = (await readAll(exportLedgerCsv({ db, actor: admin, input: { kind: "capture" } }))).trim().split("\r\n");
    expect(ledgerCsv.length).toBeGreaterThan(1);
    expect(ledgerCsv.slice(1).every((line) => line.split(",")[3] === "capture")).toBe(true);
  });

  it("answers the console's procedures through tRPC for a finance admin", async () => {
    const admin = await finance();
    const caller = createCaller(trpcContext(db, admin));
    await expect(caller.admin.orders({})).resolves.toMatchObject({ page: 1 });
    await expect(caller.admin.order({ requestId: crypto.randomUUID() })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const { request } = await videoRequest(db);
    await db.update(videoRequests).set({ status: "pending_payment" }).where(eq(videoRequests.id, request.id));
    await expect(caller.admin.cancelOrder({ requestId: request.id, reason: "test order" })).resolves.toMatchObject({ status: "cancelled" });
  });
});

