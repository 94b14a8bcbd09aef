import "server-only";
import { escapeHtml } from "@/lib/escape-html";
import { eq } from "drizzle-orm";
import { env } from "@/env";
import { isLocale, routing } from "@/i18n/routing";
import { sendMail } from "@/server/auth/mail";
import type { Db } from "@/server/db";
import { notifications, profiles, users } from "@/server/db/schema";
import { translateKey } from "@/server/http/translate";
import { renderNotification } from "./render";

/**
 * Mails one notification to its user in their preferred language, once: a notification already
 * mailed (a retried job) is not sent again.
 */
export async function emailNotification(db: Db, notificationId: string): Promise<void> {
  const [row] = await db
    .select({
      type: notifications.type,
      params: notifications.params,
      emailedAt: notifications.emailedAt,
      email: users.email,
      locale: profiles.preferredLocale,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(profiles, eq(profiles.id, notifications.userId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  if (!row || row.emailedAt) return;

  const locale = isLocale(row.locale) ? row.locale : routing.defaultLocale;
  const { title, body } = renderNotification(locale, row);
  const link = new URL(`/${locale}`, env.APP_URL).toString();
  const footer = translateKey(locale, "mail.notification.footer");
  await sendMail(db, {
    to: row.email,
    subject: title,
    text: [body, link, footer].join("\n\n"),
    html: `<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p><strong>${escapeHtml(title)}</strong></p>
<p>${escapeHtml(body)}</p>
<p style="font-size:13px;color:#6b7280"><a href="${escapeHtml(link)}">${escapeHtml(footer)}</a></p>
</body></html>`,
  });
  await db.update(notifications).set({ emailedAt: new Date() }).where(eq(notifications.id, notificationId));
}
