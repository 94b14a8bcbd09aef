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

/** What the e-mail job carries: a stored notification, or the notice itself when none was stored. */
export type NotificationMail =
  | { notificationId: string }
  | { notice: { userId: string; type: string; params: Record<string, unknown> } };

/**
 * Mails one notification to its user in their preferred language. A stored notification is mailed
 * once: one already mailed (a retried job) is not sent again.
 */
export async function emailNotification(db: Db, mail: NotificationMail | string): Promise<void> {
  const job = typeof mail === "string" ? { notificationId: mail } : mail;
  if ("notice" in job) {
    const [reader] = await db
      .select({ email: users.email, locale: profiles.preferredLocale })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, job.notice.userId))
      .limit(1);
    if (reader) await send(db, { ...reader, type: job.notice.type, params: job.notice.params });
    return;
  }
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
    .where(eq(notifications.id, job.notificationId))
    .limit(1);
  if (!row || row.emailedAt) return;
  await send(db, row);
  await db.update(notifications).set({ emailedAt: new Date() }).where(eq(notifications.id, job.notificationId));
}

async function send(db: Db, row: { type: string; params: unknown; email: string; locale: string | null }) {
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
}
