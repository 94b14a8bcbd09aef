import "server-only";
import { z } from "zod";
import { env } from "@/env";
import { escapeHtml } from "@/lib/escape-html";
import { orderPath } from "@/lib/video-requests/booking-paths";
import type { Actor } from "@/server/auth/actor";
import { countAttempt } from "@/server/auth/rate-limit";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { LOCALES } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { translateKey } from "@/server/http/translate";
import { enqueue } from "@/server/jobs/enqueue";
import { getOrderReceipt, type ReceiptContent } from "./order-receipt";

/** Receipts one fan may have mailed within one window: enough to retry, too few to flood an inbox. */
export const RECEIPT_MAIL_LIMIT = { perUser: 5, windowMinutes: 60 } as const;

export const emailReceiptInput = z.object({ requestId: z.uuid("orders.errors.notFound"), locale: z.enum(LOCALES) });

/** The receipt as a mail: the same lines as the PDF, and a link back to the order. */
function receiptMail(to: string, receipt: ReceiptContent, link: string) {
  const rows = (pairs: [string, string][], strong = false) =>
    pairs
      .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)}</td></tr>`)
      .join("");
  const subject = translateKey(receipt.locale, "orders.receipt.mailSubject", { number: receipt.orderNumber });
  const button = translateKey(receipt.locale, "orders.receipt.mailLink");
  return {
    to,
    subject,
    text: [
      `${receipt.title} ${receipt.orderNumber}`,
      receipt.details.map(([label, value]) => `${label}: ${value}`).join("\n"),
      receipt.lines.map(([label, value]) => `${label}: ${value}`).join("\n"),
      `${receipt.total[0]}: ${receipt.total[1]}`,
      `${button}: ${link}`,
      receipt.thanks,
    ].join("\n\n"),
    html: `<!doctype html>
<html lang="${receipt.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(receipt.title)} ${escapeHtml(receipt.orderNumber)}</h1>
<table style="border-collapse:collapse">${rows(receipt.details)}</table>
<hr style="border:0;border-top:1px solid #e5e7eb;margin:16px 0">
<table style="border-collapse:collapse">${rows(receipt.lines)}${rows([receipt.total], true)}</table>
<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(receipt.thanks)}</p>
</body></html>`,
  };
}

/**
 * Mails the receipt of one of the signed-in fan's paid orders to their own address, in `locale`,
 * through the mail job. Anyone else's order is NOT_FOUND; an order never paid has no receipt; past
 * RECEIPT_MAIL_LIMIT the fan waits (RATE_LIMITED) and nothing is queued.
 */
export async function emailReceipt({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof emailReceiptInput> }) {
  const fan = requireActor(actor);
  const { requestId, locale } = parseInput(emailReceiptInput, input);
  const receipt = await getOrderReceipt({ db, actor: fan, input: { requestId }, locale });
  const key = { key: `receipt-mail:${fan.id}`, max: RECEIPT_MAIL_LIMIT.perUser };
  if (await countAttempt(db, [key], RECEIPT_MAIL_LIMIT.windowMinutes)) throw new AppError("RATE_LIMITED", "orders.errors.tooManyReceipts");
  const link = new URL(`/${locale}${orderPath(requestId)}`, env.APP_URL).toString();
  await enqueue(db, "mail.send", receiptMail(fan.email, receipt, link));
  return { sentTo: fan.email };
}
