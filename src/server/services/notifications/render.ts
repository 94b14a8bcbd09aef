import "server-only";
import type { Locale } from "@/i18n/routing";
import { formatMoney, money } from "@/lib/money";
import { translateKey } from "@/server/http/translate";
import { isNotificationType, NOTIFICATION_TYPES, type NotificationType } from "./types";

export interface RenderedNotification {
  title: string;
  body: string;
}

/** ICU values for a type's texts: its parameters, with money formatted for the reader. */
function messageValues(type: string, params: unknown): Record<string, string | number> | null {
  if (!isNotificationType(type)) return null;
  const parsed = NOTIFICATION_TYPES[type].safeParse(params);
  if (!parsed.success) return null;
  const data = parsed.data as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string | number] => ["string", "number"].includes(typeof entry[1])),
  );
}

/** The types whose texts show an amount: their `amountMinor` and `currency`, formatted for the reader as {amount}. */
const AMOUNT_TYPES = [
  "payment.refundOwed",
  "payment.refundSent",
  "payout.failed",
  "payout.reversed",
  "payout.bankFailed",
  "order.adminUpdate",
] as const satisfies readonly NotificationType[];
const showsAmount = (type: string): type is (typeof AMOUNT_TYPES)[number] => (AMOUNT_TYPES as readonly string[]).includes(type);

/**
 * A notification's title and body in `locale`, from messages (notifications.types.<type>). A row
 * whose type or parameters no longer match the code reads as a generic notice instead of failing.
 */
export function renderNotification(locale: Locale, notification: { type: string; params: unknown }): RenderedNotification {
  const values = messageValues(notification.type, notification.params);
  if (!values) {
    return { title: translateKey(locale, "notifications.fallback.title"), body: translateKey(locale, "notifications.fallback.body") };
  }
  if (showsAmount(notification.type)) {
    const { amountMinor, currency } = NOTIFICATION_TYPES[notification.type].parse(notification.params);
    values.amount = formatMoney(money(amountMinor, currency), locale);
  }
  const key = `notifications.types.${notification.type}`;
  return { title: translateKey(locale, `${key}.title`, values), body: translateKey(locale, `${key}.body`, values) };
}
