import "server-only";
import { desc } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import { env } from "@/env";
import type { Queryable } from "@/server/db";
import { outboxEmails } from "@/server/db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Mail reaches people over SMTP; without it only the development outbox page can show it. */
export const mailDelivery = {
  outbox: !env.SMTP_URL && env.NODE_ENV !== "production",
  available: Boolean(env.SMTP_URL) || env.NODE_ENV !== "production",
};

const globalForMail = globalThis as unknown as { lakouMailer?: Transporter };

function mailer(url: string): Transporter {
  return (globalForMail.lakouMailer ??= createTransport(url));
}

/**
 * Sends a mail over SMTP when SMTP_URL is set; otherwise keeps it in the local outbox
 * (listed at /{locale}/dev/outbox in development) so sign-in links work offline.
 */
export async function sendMail(db: Queryable, mail: Mail): Promise<void> {
  if (env.SMTP_URL) {
    await mailer(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...mail });
    return;
  }
  await db.insert(outboxEmails).values(mail);
}

/** The local outbox, newest first. */
export function listOutbox(db: Queryable, limit = 50) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}
