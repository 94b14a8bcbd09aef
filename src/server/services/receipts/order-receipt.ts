import "server-only";
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatRate } from "@/lib/locale-format";
import { formatMoney, type Money } from "@/lib/money";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { AppError } from "@/server/errors";
import { translateKey } from "@/server/http/translate";
import { getMyRequest, type requestIdInput } from "@/server/services/video-requests/fan/get-my-request";

export type ReceiptInput = z.input<typeof requestIdInput>;

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
export async function getOrderReceipt({ db, actor, input, locale }: { db: Db; actor: Actor | null; input: ReceiptInput; locale: Locale }): Promise<ReceiptContent> {
  const order = await getMyRequest({ db, actor, input });
  const payment = order.paidWith;
  if (!payment) throw new AppError("CONFLICT", "orders.errors.notPaid");

  const t = (key: string, values?: Record<string, string>) => translateKey(locale, key, values);
  const m = (value: Money) => formatMoney(value, locale);
  const orderNumber = orderNumberOf(order.id);
  const method = t(`orders.receipt.methods.${payment.method}`);
  // What was charged: a MonCash payment's gourdes (at its rate), else the order's own price.
  const { charged, price } = order;

  const lines: [string, string][] = [[t("booking.summary.base"), m(price.base)]];
  if (price.delivery.amount > 0) lines.push([t(`booking.summary.delivery.${order.deliveryTier}`), m(price.delivery)]);
  lines.push([t("booking.summary.serviceFee"), m(price.serviceFee)]);
  if (price.paymentFee.amount > 0) lines.push([t("booking.summary.paymentFee"), m(price.paymentFee)]);
  if (price.discount.amount > 0) lines.push([t("booking.summary.promo"), `-${m(price.discount)}`]);
  const exchange: [string, string][] = charged
    ? [
        [t("orders.charged.rateLabel"), t("orders.charged.rateValue", { rate: formatRate(charged.rate, locale) })],
        [t("orders.charged.usdLabel"), t("orders.charged.approx", { usd: m(charged.usdApproximation) })],
      ]
    : [];

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
      ...exchange,
      [t("orders.receipt.status"), t(`orders.status.${order.status}`)],
      ...(order.refunded ? [[t("orders.refundedLine"), `-${m(order.refunded)}`] as [string, string]] : []),
    ],
    lines,
    total: [t("booking.summary.total"), m(price.total)],
    thanks: t("orders.receipt.thanks"),
  };
}
