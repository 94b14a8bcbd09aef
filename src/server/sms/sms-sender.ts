import "server-only";
import type { Queryable } from "@/server/db";
import { outboxEmails } from "@/server/db/schema";

interface Sms {
  /** The recipient's number as the fan typed it. */
  to: string;
  text: string;
}

/** Sends text messages; `offline` when they are only kept locally (nothing reaches a phone). */
export interface SmsSender {
  readonly offline: boolean;
  send(db: Queryable, sms: Sms): Promise<void>;
}

/**
 * No SMS provider is configured for Lakou: text messages are kept in the local outbox (listed with an "SMS,
 * not sent" label at /{locale}/dev/outbox), written in the caller's transaction. A provider plugs in here.
 */
export const smsSender: SmsSender = {
  offline: true,
  async send(db, { to, text }) {
    await db.insert(outboxEmails).values({ channel: "sms", to, subject: "SMS", text });
  },
};
