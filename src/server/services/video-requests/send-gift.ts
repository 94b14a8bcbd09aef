import "server-only";
import { eq } from "drizzle-orm";
import { env } from "@/env";
import { isLocale, routing } from "@/i18n/routing";
import { escapeHtml } from "@/lib/escape-html";
import type { Db } from "@/server/db";
import { profiles, users, videoRequests } from "@/server/db/schema";
import { translateKey } from "@/server/http/translate";
import { enqueue } from "@/server/jobs/enqueue";
import { liveShareLink } from "@/server/services/media/share-links";
import { smsSender } from "@/server/sms/sms-sender";
import { creatorNameOf } from "./end-request";

/** Gift methods that send something to the recipient when the video is delivered; surprise and download are the fan's to hand over. */
export const SENT_GIFT_METHODS = ["email", "sms"] as const;
export const isSentGift = (method: string | null): method is (typeof SENT_GIFT_METHODS)[number] =>
  (SENT_GIFT_METHODS as readonly string[]).includes(method ?? "");

/**
 * Sends a delivered gift to its recipient (the `gifts.send` job): by e-mail (queued as a mail) or by SMS, in
 * the fan's language, with the gift message and the video's share link, turning sharing on for it. All of
 * it in one transaction that records the gift as sent under the request's lock, so a retried job sends once.
 */
export async function sendGift(db: Db, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: videoRequests.status,
        fanId: videoRequests.fanId,
        creatorId: videoRequests.creatorId,
        mediaId: videoRequests.deliveredMediaId,
        method: videoRequests.giftMethod,
        email: videoRequests.recipientEmail,
        phone: videoRequests.recipientPhone,
        recipientName: videoRequests.recipientName,
        fromName: videoRequests.fromName,
        message: videoRequests.giftMessage,
        sentAt: videoRequests.giftSentAt,
      })
      .from(videoRequests)
      .where(eq(videoRequests.id, requestId))
      .for("update");
    if (!row || row.status !== "completed" || row.sentAt || !row.mediaId || !isSentGift(row.method)) return;
    const to = row.method === "email" ? row.email : row.phone;
    if (!to) return;
    const [fan] = await tx
      .select({ name: users.name, locale: profiles.preferredLocale })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, row.fanId));
    const locale = isLocale(fan?.locale) ? fan.locale : routing.defaultLocale;
    const link = await liveShareLink(tx, row.mediaId, row.fanId);
    const url = new URL(`/${locale}/shared/${link.token}`, env.APP_URL).toString();
    const values = {
      recipient: row.recipientName,
      sender: row.fromName ?? fan?.name ?? translateKey(locale, "mail.gift.someone"),
      creator: await creatorNameOf(tx, row.creatorId),
    };
    const intro = translateKey(locale, "mail.gift.intro", values);
    const quote = row.message ? translateKey(locale, "mail.gift.message", { message: row.message }) : null;
    const watch = translateKey(locale, "mail.gift.watch");
    if (row.method === "email") {
      await enqueue(tx, "mail.send", {
        to,
        subject: translateKey(locale, "mail.gift.subject", values),
        text: [intro, quote, `${watch}\n${url}`].filter(Boolean).join("\n\n"),
        html: `<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(intro)}</p>
${quote ? `<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #d1d5db">${escapeHtml(quote)}</blockquote>` : ""}
<p><a href="${escapeHtml(url)}">${escapeHtml(watch)}</a></p>
</body></html>`,
      });
    } else {
      await smsSender.send(tx, { to, text: [intro, quote, url].filter(Boolean).join(" ") });
    }
    await tx.update(videoRequests).set({ giftSentAt: new Date(), giftSentTo: to }).where(eq(videoRequests.id, requestId));
  });
}
