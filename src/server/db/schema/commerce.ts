import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DELIVERY_TIERS, GIFT_METHODS } from "../../../lib/video-requests/rules";
import { CURRENCIES } from "../../../lib/money";
import { users } from "./auth";
import { media } from "./media";
import { sqlList } from "./sql-list";
import { BILLING_PERIODS, creatorSubscriptionTiers } from "./creators";

export const VIDEO_REQUEST_STATUSES = [
  "pending_payment",
  "pending",
  "accepted",
  "in_progress",
  "completed",
  "declined",
  "cancelled",
  "expired",
  "refunded",
] as const;
export const SUBSCRIPTION_STATUSES = ["pending", "active", "paused", "past_due", "cancelled", "expired"] as const;
export const PAYMENT_PROVIDERS = ["stripe", "moncash", "test"] as const;
/**
 * A payment's life: `pending` until the fan completes it (`requires_action` while the provider asks for a
 * confirmation step); a card is then `held` (authorised, captured on delivery) while MonCash is `captured` at once;
 * a hold ends `captured` or `cancelled`; captured money may be `partially_refunded` or `refunded`, or for MonCash
 * (no automatic refunds) `refund_owed` until an admin settles it. `failed` when the provider refuses.
 */
export const PAYMENT_STATUSES = [
  "pending",
  "requires_action",
  "held",
  "captured",
  "cancelled",
  "failed",
  "partially_refunded",
  "refunded",
  "refund_owed",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS_USED = ["card", "moncash"] as const;
export { DELIVERY_TIERS };

export const videoRequests = pgTable(
  "video_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    fanId: text().notNull().references(() => users.id, { onDelete: "restrict" }),
    creatorId: text().notNull().references(() => users.id, { onDelete: "restrict" }),
    requestType: text({ enum: ["personal", "gift"] }).notNull().default("personal"),
    occasion: text().notNull(),
    recipientName: text().notNull(),
    recipientEmail: text(),
    fromName: text(),
    relationship: text(),
    pronouns: text(),
    /** The occasion in the fan's words when it is "other". */
    customOccasion: text(),
    /** The age turned (birthdays) and the years together (anniversaries), when given. */
    age: integer(),
    anniversaryYears: integer(),
    instructions: text().notNull(),
    specialDetails: text(),
    /** The message template the instructions started from, and its wording. */
    templateUsed: text(),
    templateVariation: integer(),
    /** A gift: how it reaches the recipient (email, sms, surprise, download), its message, the SMS number, and whether the price is hidden. */
    giftMethod: text({ enum: GIFT_METHODS }),
    giftMessage: text(),
    recipientPhone: text(),
    hidePrice: boolean().notNull().default(false),
    /** When the gift reached the recipient (e-mail or SMS sent on delivery) and the address it went to. */
    giftSentAt: timestamp({ withTimezone: true }),
    giftSentTo: text(),
    deliveryTier: text({ enum: DELIVERY_TIERS }).notNull().default("standard"),
    /** The quote behind amountCents, in the request's currency: the ledger splits a capture by it. */
    basePriceCents: integer().notNull().default(0),
    deliveryFeeCents: integer().notNull().default(0),
    serviceFeeCents: integer().notNull().default(0),
    /** The payment provider's fee passed on to the fan (MonCash: 3% + 10 HTG). */
    paymentFeeCents: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    promoCode: text(),
    /** HTG per USD used when an HTG amount was converted from the creator's USD price. */
    fxRate: numeric({ precision: 12, scale: 4 }),
    amountCents: integer().notNull(),
    currency: text({ enum: CURRENCIES }).notNull().default("USD"),
    status: text({ enum: VIDEO_REQUEST_STATUSES }).notNull().default("pending_payment"),
    idempotencyKey: text().unique(),
    videoUrl: text(),
    thumbnailUrl: text(),
    /** The creator's uploaded video the request was delivered with: what the fan watches. */
    deliveredMediaId: uuid().references((): AnyPgColumn => media.id, { onDelete: "restrict" }),
    dueAt: timestamp({ withTimezone: true }),
    /** The creator's reason for declining, shown to the fan. */
    declineReason: text(),
    /** When the creator accepted it: response time runs from here to completedAt. */
    acceptedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A fan's orders (`order by created_at desc, id desc`) and a creator's inbox, newest first. A descending
    // order puts nulls first, and an index gives that order only when it is built the same way.
    index().on(t.fanId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index().on(t.creatorId, t.status, t.createdAt.desc().nullsFirst()),
    index("video_requests_ended_at_index").on(sql`coalesce(${t.completedAt}, ${t.updatedAt})`),
    /**
     * The console's order list, newest first (`order by created_at desc, id desc`, whose nulls come first as
     * here), and every read by booking day (the daily analytics rollup, the console's date filter).
     */
    index().on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index().on(t.completedAt).where(sql`${t.completedAt} is not null`),
    check("video_requests_type_check", sql`${t.requestType} in ('personal','gift')`),
    check("video_requests_status_check", sql`${t.status} in (${sqlList(VIDEO_REQUEST_STATUSES)})`),
    check("video_requests_tier_check", sql`${t.deliveryTier} in (${sqlList(DELIVERY_TIERS)})`),
    check("video_requests_currency_check", sql`${t.currency} in ('USD','HTG')`),
    check("video_requests_amount_check", sql`${t.amountCents} >= 0`),
    check(
      "video_requests_breakdown_check",
      sql`${t.amountCents} = ${t.basePriceCents} + ${t.deliveryFeeCents} + ${t.serviceFeeCents} + ${t.paymentFeeCents} - ${t.discountCents}
        and least(${t.basePriceCents}, ${t.deliveryFeeCents}, ${t.serviceFeeCents}, ${t.paymentFeeCents}, ${t.discountCents}) >= 0`,
    ),
    check("video_requests_instructions_check", sql`char_length(${t.instructions}) between 10 and 500`),
    check("video_requests_gift_method_check", sql`${t.giftMethod} is null or ${t.giftMethod} in (${sqlList(GIFT_METHODS)})`),
    check("video_requests_gift_message_check", sql`char_length(${t.giftMessage}) <= 200`),
  ],
);

export const subscriptionOrders = pgTable(
  "subscription_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull().references(() => users.id, { onDelete: "restrict" }),
    creatorId: text().notNull().references(() => users.id, { onDelete: "restrict" }),
    tierId: uuid().notNull().references(() => creatorSubscriptionTiers.id, { onDelete: "restrict" }),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull().default("pending"),
    billingPeriod: text({ enum: BILLING_PERIODS }).notNull().default("monthly"),
    fanName: text().notNull(),
    tierName: text().notNull(),
    totalAmountCents: integer().notNull(),
    currency: text({ enum: CURRENCIES }).notNull().default("USD"),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    stripeSubscriptionId: text().unique(),
    stripeCheckoutSessionId: text().unique(),
    idempotencyKey: text().unique(),
    startedAt: timestamp({ withTimezone: true }),
    currentPeriodStart: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    nextBillingDate: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.status),
    index().on(t.creatorId, t.status),
    index().on(t.startedAt).where(sql`${t.startedAt} is not null`),
    index().on(t.cancelledAt).where(sql`${t.cancelledAt} is not null`),
    /** The creator's newest subscribers (live dashboard). */
    index().on(t.creatorId, t.startedAt.desc()),
    uniqueIndex("subscription_orders_one_live_per_tier")
      .on(t.userId, t.creatorId)
      .where(sql`${t.status} in ('active','paused','past_due')`),
    check("subscription_orders_status_check", sql`${t.status} in (${sqlList(SUBSCRIPTION_STATUSES)})`),
    check("subscription_orders_amount_check", sql`${t.totalAmountCents} >= 0`),
    check("subscription_orders_currency_check", sql`${t.currency} in ('USD','HTG')`),
  ],
);

/**
 * One row per charge: a business operation's idempotency key names it, so a retried call finds the same
 * row (and the same provider object). Amounts are minor units of `currency`; the ledger holds the money's
 * movements, this row the charge's state as the provider last confirmed it.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull().references(() => users.id, { onDelete: "restrict" }),
    videoRequestId: uuid().references(() => videoRequests.id, { onDelete: "restrict" }),
    subscriptionOrderId: uuid().references(() => subscriptionOrders.id, { onDelete: "restrict" }),
    /** A booked call paid through the same checkout (AnyPgColumn: the table is declared below). */
    callBookingId: uuid().references((): AnyPgColumn => callBookings.id, { onDelete: "restrict" }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    method: text({ enum: PAYMENT_METHODS_USED }).notNull().default("card"),
    providerRef: text(),
    amountCents: integer().notNull(),
    capturedCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    currency: text({ enum: CURRENCIES }).notNull(),
    /** HTG per USD behind an HTG charge. */
    fxRate: numeric({ precision: 12, scale: 4 }),
    /** The platform commission in force when the payment started (basis points); null on rows from before it was kept. */
    commissionBasisPoints: integer(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default("pending"),
    idempotencyKey: text().notNull().unique(),
    /** A digest of the parameters first sent with the idempotency key: a reuse with others is refused. */
    paramsHash: text(),
    failureMessage: text(),
    /** When a hold lapses (cards) or a pending provider payment is given up (MonCash). */
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt.desc()),
    index().on(t.videoRequestId),
    index().on(t.subscriptionOrderId),
    index().on(t.callBookingId),
    index("payments_open_by_provider").on(t.provider, t.createdAt).where(sql`${t.status} in ('pending','requires_action')`),
    /** The console's refunds owed (MonCash): few, read often. */
    index("payments_refund_owed").on(t.updatedAt).where(sql`${t.status} = 'refund_owed'`),
    /** The console's transactions list, newest first. */
    index().on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex("payments_provider_ref_unique").on(t.provider, t.providerRef),
    check("payments_status_check", sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check("payments_provider_check", sql`${t.provider} in (${sqlList(PAYMENT_PROVIDERS)})`),
    check("payments_method_check", sql`${t.method} in (${sqlList(PAYMENT_METHODS_USED)})`),
    check("payments_amount_check", sql`${t.amountCents} >= 0`),
    check(
      "payments_captured_check",
      sql`${t.capturedCents} between 0 and ${t.amountCents} and ${t.refundedCents} between 0 and ${t.capturedCents}`,
    ),
    check("payments_currency_check", sql`${t.currency} in ('USD','HTG')`),
    check("payments_target_check", sql`num_nonnulls(${t.videoRequestId}, ${t.subscriptionOrderId}, ${t.callBookingId}) = 1`),
  ],
);

/** Provider events already applied: the unique key makes every webhook take effect once. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    payload: jsonb(),
    processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("webhook_events_unique").on(t.provider, t.eventId), index().on(t.provider, t.processedAt.desc())],
);

export const callBookings = pgTable(
  "call_bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    fanId: text().notNull().references(() => users.id, { onDelete: "restrict" }),
    creatorId: text().notNull().references(() => users.id, { onDelete: "restrict" }),
    durationMinutes: integer().notNull(),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    amountCents: integer().notNull(),
    currency: text({ enum: CURRENCIES }).notNull().default("USD"),
    status: text({ enum: ["pending", "confirmed", "completed", "cancelled"] }).notNull().default("pending"),
    /** The creator's video-meeting address for this call (Lakou hosts no video): https only, shown to the fan in the call room. */
    joinUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.fanId, t.scheduledAt),
    uniqueIndex("call_bookings_creator_slot_unique").on(t.creatorId, t.scheduledAt).where(sql`${t.status} <> 'cancelled'`),
    check("call_bookings_duration_check", sql`${t.durationMinutes} in (5,10,15,30)`),
    check("call_bookings_status_check", sql`${t.status} in ('pending','confirmed','completed','cancelled')`),
    check("call_bookings_amount_check", sql`${t.amountCents} >= 0`),
  ],
);
