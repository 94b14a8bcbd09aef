import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { createCaller } from "@/server/api/root";
import type { Actor } from "@/server/auth/actor";
import { outboxEmails, videoRequests } from "@/server/db/schema";
import { RECEIPT_MAIL_LIMIT } from "@/server/services/receipts/email-receipt";
import { downloadReceipt } from "@/server/services/receipts/receipt-pdf";
import { createCreator, createUser } from "../../support/factories";
import { useJobRunner } from "../../support/jobs";
import { useTestDatabase } from "../../support/test-db";
import { videoRequest } from "../../payments/support";
import { paidRequest } from "../support";
import { trpcContext } from "../../support/trpc-context";
import { pdfText } from "./pdf-text";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
/** French money and dates space with no-break spaces: compared here as plain ones. */
const spaced = (texts: string[]) => texts.map((text) => text.replace(/\s/g, " "));
const callerFor = (actor: Actor | null) => createCaller(trpcContext(db, actor));

describe("order receipts", () => {
  let fan: Actor;
  let requestId: string;

  beforeAll(async () => {
    const creator = await createCreator(db, { displayName: "Ti Wobè Kreyòl" });
    const paid = await paidRequest(db, { creator });
    fan = paid.fan;
    requestId = paid.request.id;
    await db.update(videoRequests).set({ recipientName: "Anaïs Célestin" }).where(eq(videoRequests.id, requestId));
    await jobs.runDue(); // the creator's notice of the payment
  });

  it("are a real PDF for the order's fan, in their language, with accents drawn", async () => {
    const number = orderNumberOf(requestId);
    const en = await downloadReceipt({ db, actor: fan, input: { requestId }, locale: "en" });
    expect(en.filename).toBe(`lakou-${number}.pdf`);
    expect(Buffer.from(en.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    const enText = await pdfText(en.bytes);
    expect(enText).toEqual(expect.arrayContaining(["Receipt", number, "Ti Wobè Kreyòl", "Anaïs Célestin", "Birthday", "Card (test mode)", "Creator notified", "Total", "$187.50", "-$22.50"]));

    const fr = spaced(await pdfText((await downloadReceipt({ db, actor: fan, input: { requestId }, locale: "fr" })).bytes));
    expect(fr).toEqual(expect.arrayContaining(["Reçu", "Carte (mode test)", "Anniversaire", "187,50 $US", "-22,50 $US"]));
    const ht = await pdfText((await downloadReceipt({ db, actor: fan, input: { requestId }, locale: "ht" })).bytes);
    expect(ht).toEqual(expect.arrayContaining(["Resi", "Nimewo kòmand", "Kat (mòd tès)", "Anivèsè", "Ti Wobè Kreyòl"]));
  });

  it("print every name as written (letters beyond Latin-1, ≈) and Kreyòl dates with Kreyòl month names", async () => {
    const creator = await createCreator(db, { displayName: "Łukasz Ковалёв ≈ Zoë" });
    const { fan: other, request } = await paidRequest(db, { creator });
    const ht = await pdfText((await downloadReceipt({ db, actor: other, input: { requestId: request.id }, locale: "ht" })).bytes);
    expect(ht).toContain("Łukasz Ковалёв ≈ Zoë");
    const joined = ht.join(" ");
    expect(joined).toMatch(/\b(janvye|fevriye|mas|avril|me|jen|jiyè|out|septanm|oktòb|novanm|desanm)\b/);
    expect(joined).not.toMatch(/janvier|février|avril 20|juillet|août|septembre|octobre|novembre|décembre| à /);
    await jobs.runDue(); // the creator's notice of the payment
  });

  it("cut a name too long for the page with an ellipsis", async () => {
    const long = "Orchestre Septentrional d'Haïti et ses Amis du Cap-Haïtien, édition spéciale du centenaire";
    const creator = await createCreator(db, { displayName: long });
    const { fan: other, request } = await paidRequest(db, { creator });
    const texts = await pdfText((await downloadReceipt({ db, actor: other, input: { requestId: request.id }, locale: "fr" })).bytes);
    const drawn = texts.find((text) => text.startsWith("Orchestre Septentrional"));
    expect(drawn).toMatch(/\u2026$/);
    expect(drawn!.length).toBeLessThan(long.length);
    await jobs.runDue(); // the creator's notice of the payment
  });

  it("are refused to another fan, to a creator and to a guest, and do not exist before payment", async () => {
    const other = await createUser(db);
    await expect(downloadReceipt({ db, actor: other, input: { requestId }, locale: "en" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(downloadReceipt({ db, actor: null, input: { requestId }, locale: "en" })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const unpaid = await videoRequest(db, { fan });
    await expect(downloadReceipt({ db, actor: fan, input: { requestId: unpaid.request.id }, locale: "en" })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "orders.errors.notPaid",
    });
    await expect(downloadReceipt({ db, actor: fan, input: { requestId: "not-a-uuid" }, locale: "en" })).rejects.toMatchObject({ code: "VALIDATION" });
  });

  it("are e-mailed through the mail job to the fan's own address in the language asked, never someone else's", async () => {
    const other = await createUser(db);
    await expect(callerFor(other).videoRequests.emailReceipt({ requestId, locale: "en" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(callerFor(null).videoRequests.emailReceipt({ requestId, locale: "en" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await jobs.runDue()).toBe(0);

    expect(await callerFor(fan).videoRequests.emailReceipt({ requestId, locale: "ht" })).toEqual({ sentTo: fan.email });
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, fan.email))).toHaveLength(0); // queued, not sent inline
    expect(await jobs.runDue()).toBe(1);
    const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, fan.email));
    expect(mail?.subject).toBe(`Resi kòmand ${orderNumberOf(requestId)} ou a`);
    expect(mail?.text).toContain("Ti Wobè Kreyòl");
    expect(mail?.text).toContain("Kat (mòd tès)");
    expect(mail?.html).toContain("Anaïs Célestin");
    expect(mail?.text).toContain(`/ht/fan/orders/${requestId}`);
  });

  it("are mailed a few times an hour at most: past the limit the fan is told to wait and nothing is queued", async () => {
    const { fan: busy, request } = await paidRequest(db);
    await jobs.runDue();
    const api = callerFor(busy);
    for (let i = 0; i < RECEIPT_MAIL_LIMIT.perUser; i++) await api.videoRequests.emailReceipt({ requestId: request.id, locale: "en" });
    await expect(api.videoRequests.emailReceipt({ requestId: request.id, locale: "en" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "orders.errors.tooManyReceipts",
    });
    expect(await jobs.runDue()).toBe(RECEIPT_MAIL_LIMIT.perUser);
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, busy.email))).toHaveLength(RECEIPT_MAIL_LIMIT.perUser);
  });
});
