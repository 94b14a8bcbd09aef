import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { orderNumberOf } from "@/lib/order-number";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { type PaymentStatus, payments } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { translateKey } from "@/server/http/translate";
import { getMyRequest } from "@/server/services/booking/get-my-request";

/** A payment that went through (held, taken, or handed back since): the one a receipt names. */
const PAID_STATUSES = ["held", "captured", "cancelled", "partially_refunded", "refunded", "refund_owed"] as const satisfies readonly PaymentStatus[];

/** A receipt's text in one language: the PDF and the e-mail show exactly this. */
export interface ReceiptContent {
  locale: Locale;
  orderNumber: string;
  title: string;
  /** Label and value: order number, date, creator, occasion, recipient, delivery, payment method, status. */
  details: [string, string][];
  /** Label and amount: the price lines of the order. */
  lines: [string, string][];
  total: [string, string];
  thanks: string;
}

/**
 * The receipt of one of the signed-in fan's paid orders, in `locale`. Anyone else's order (or an
 * unknown id) is NOT_FOUND, as on the order page; an order never paid has no receipt (CONFLICT).
 */
export async function getOrderReceipt({ db, actor, input, locale }: { db: Db; actor: Actor | null; input: unknown; locale: Locale }): Promise<ReceiptContent> {
  const order = await getMyRequest({ db, actor, input });
  const [payment] = await db
    .select({ provider: payments.provider, method: payments.method, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.videoRequestId, order.id), inArray(payments.status, [...PAID_STATUSES])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) throw new AppError("CONFLICT", "orders.errors.notPaid");

  const t = (key: string, values?: Record<string, string>) => translateKey(locale, key, values);
  const m = (cents: number) => formatMoney(money(cents, order.currency), locale);
  const orderNumber = orderNumberOf(order.id);
  const method = t(`orders.receipt.methods.${payment.method}`);
  const lines: [string, string][] = [[t("booking.summary.base"), m(order.basePriceCents)]];
  if (order.deliveryFeeCents > 0) lines.push([t(`booking.summary.delivery.${order.deliveryTier}`), m(order.deliveryFeeCents)]);
  lines.push([t("booking.summary.serviceFee"), m(order.serviceFeeCents)]);
  if (order.paymentFeeCents > 0) lines.push([t("booking.summary.paymentFee"), m(order.paymentFeeCents)]);
  if (order.discountCents > 0) lines.push([t("booking.summary.promo"), `-${m(order.discountCents)}`]);

  return {
    locale,
    orderNumber,
    title: t("orders.receipt.title"),
    details: [
      [t("orders.receipt.orderNumber"), orderNumber],
      [t("orders.receipt.date"), formatDate(order.createdAt, locale, { dateStyle: "long", timeStyle: "short" })],
      [t("orders.creator"), order.creatorName ?? t("creatorCard.fallbackName")],
      [t("booking.fields.occasion"), t(`booking.occasions.${order.occasion}`)],
      [t("booking.fields.recipientName"), order.recipientName],
      [t("orders.delivery"), t(`booking.delivery.${order.deliveryTier}.label`)],
      [t("orders.receipt.paymentMethod"), payment.provider === "test" ? t("orders.receipt.testMode", { method }) : method],
      [t("orders.receipt.status"), t(`orders.status.${order.status}`)],
    ],
    lines,
    total: [t("booking.summary.total"), m(order.amountCents)],
    thanks: t("orders.receipt.thanks"),
  };
}
