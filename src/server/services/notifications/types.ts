import "server-only";
import { z } from "zod";
import { REPORT_SUBJECTS } from "@/lib/moderation/categories";
import { CURRENCIES } from "@/lib/money";

const name = z.string().trim().min(1).max(200);
/**
 * How an ended order's money goes back: a card hold released (never charged), a card charged at booking
 * refunded, or MonCash money taken and owed back. Rows stored before this parameter read as a released hold.
 */
const moneyBack = z.enum(["holdReleased", "refundOwed", "refunded"]).default("holdReleased");

/**
 * Every notification type and the parameters its texts take (messages: notifications.types.<type>).
 * A notification stores these parameters, never text.
 */
export const NOTIFICATION_TYPES = {
  /** To the creator: a fan's payment for a video request went through. */
  "videoRequest.paid": z.object({ requestId: z.uuid(), fanName: name, recipientName: name }),
  /** To the fan: the creator delivered the video. */
  "videoRequest.delivered": z.object({ requestId: z.uuid(), creatorName: name }),
  /**
   * To the fan: the creator declined the request, with the creator's reason (rows stored before it read
   * without one); the text says how the money goes back.
   */
  "videoRequest.declined": z
    .object({ requestId: z.uuid(), creatorName: name, moneyBack, reason: z.string().trim().max(500).default("") })
    .transform((params) => ({ ...params, hasReason: params.reason ? ("yes" as const) : ("no" as const) })),
  /** To the fan and the creator (`audience`): the request was not delivered within the deadline. */
  "videoRequest.expired": z.object({
    requestId: z.uuid(),
    creatorName: name,
    moneyBack,
    audience: z.enum(["fan", "creator"]).default("fan"),
  }),
  /** To the fan and the creator (`audience`): the card hold lapsed at the provider; the request waits for payment again. */
  "videoRequest.paymentLapsed": z.object({ requestId: z.uuid(), audience: z.enum(["fan", "creator"]) }),
  /** To the fan: a payment the provider cannot hand back by itself (MonCash) is owed back. */
  "payment.refundOwed": z.object({
    paymentId: z.uuid(),
    amountMinor: z.number().int().positive(),
    currency: z.enum(CURRENCIES),
  }),
  /**
   * To the fan and the creator (`audience`) of an order an admin changed: refunded (in whole or part, with
   * the amount), cancelled while unpaid, or given a later deadline; with the admin's reason.
   */
  "order.adminUpdate": z.object({
    requestId: z.uuid(),
    change: z.enum(["refunded", "cancelled", "deadlineExtended"]),
    audience: z.enum(["fan", "creator"]),
    amountMinor: z.number().int().nonnegative().default(0),
    currency: z.enum(CURRENCIES).default("USD"),
    reason: z.string().trim().max(500).default(""),
  }),
  /** To the fan: a refund owed by hand (MonCash) was sent by our team. */
  "payment.refundSent": z.object({
    paymentId: z.uuid(),
    amountMinor: z.number().int().positive(),
    currency: z.enum(CURRENCIES),
  }),
  /** To the creator: a payout could not be sent; its money is in their available balance again. */
  "payout.failed": z.object({
    payoutId: z.uuid(),
    amountMinor: z.number().int().positive(),
    currency: z.enum(CURRENCIES),
  }),
  /** To the creator: the provider took a sent payout back; that money is in their available balance again. */
  "payout.reversed": z.object({
    payoutId: z.uuid(),
    amountMinor: z.number().int().positive(),
    currency: z.enum(CURRENCIES),
  }),
  /** To the creator: Stripe could not pay their bank; the money waits in their Stripe balance. */
  "payout.bankFailed": z.object({
    amountMinor: z.number().int().positive(),
    currency: z.enum(CURRENCIES),
  }),
  /** To the creator: the fan moved a paid call to another time (the creator's calls list shows it). */
  "call.rescheduled": z.object({ callBookingId: z.uuid(), fanName: name }),
  /** To the subscriber: the subscription is active. */
  "subscription.started": z.object({ subscriptionId: z.uuid(), creatorName: name, tierName: name }),
  /** To the subscriber: the subscription ended. */
  "subscription.cancelled": z.object({ subscriptionId: z.uuid(), creatorName: name, tierName: name }),
  /** To the subscriber: the subscription moved to another tier. */
  "subscription.updated": z.object({ subscriptionId: z.uuid(), creatorName: name, tierName: name }),
  /** To the creator: a fan's subscription became active. */
  "subscription.newSubscriber": z.object({ subscriptionId: z.uuid(), fanName: name, tierName: name }),
  /** To the creator: a subscriber cancelled. */
  "subscription.subscriberCancelled": z.object({ subscriptionId: z.uuid(), fanName: name, tierName: name }),
  /** To the creator: a subscriber moved to another of their tiers (or billing period). */
  "subscription.subscriberChangedTier": z.object({ subscriptionId: z.uuid(), fanName: name, fromTierName: name, tierName: name }),
  /** To the creator: a subscriber undid their cancellation before the period ended. */
  "subscription.subscriberStayed": z.object({ subscriptionId: z.uuid(), fanName: name, tierName: name }),
  /** To a reporter: a moderator decided on what they reported (removed, or found within the rules). */
  "moderation.reportResolved": z.object({
    itemId: z.uuid(),
    subject: z.enum(REPORT_SUBJECTS),
    outcome: z.enum(["removed", "kept"]),
  }),
  /** To the author: a moderator removed their content (a profile report counts as a warning), with the reason. */
  "moderation.contentRemoved": z.object({
    itemId: z.uuid(),
    subject: z.enum(REPORT_SUBJECTS),
    title: z.string().max(300),
    reason: z.string().max(1000),
  }),
  /** To the creator: an admin approved their new profile; it is public now (with the admin's note, if any). */
  "creatorProfile.approved": z.object({ reason: z.string().trim().max(500).default("") }),
  /** To the creator: an admin rejected their new profile, with the reason; it stays hidden. */
  "creatorProfile.rejected": z.object({ reason: z.string().trim().max(500) }),
} as const;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export type NotificationParams<Type extends NotificationType> = z.input<(typeof NOTIFICATION_TYPES)[Type]>;

/** What a fan hears about an order they paid: the toggles of the order confirmation set these together. */
export const ORDER_UPDATE_TYPES = ["videoRequest.delivered", "videoRequest.declined", "videoRequest.expired"] as const satisfies readonly NotificationType[];

export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

/** Who a notification type is sent to: the settings of each side list the types it can receive. */
export const NOTIFICATION_AUDIENCES = ["fan", "creator"] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

const AUDIENCES_OF_TYPE: Record<NotificationType, readonly NotificationAudience[]> = {
  "videoRequest.paid": ["creator"],
  "videoRequest.delivered": ["fan"],
  "videoRequest.declined": ["fan"],
  "videoRequest.expired": ["fan", "creator"],
  "videoRequest.paymentLapsed": ["fan", "creator"],
  "payment.refundOwed": ["fan"],
  "payment.refundSent": ["fan"],
  "order.adminUpdate": ["fan", "creator"],
  "payout.failed": ["creator"],
  "payout.reversed": ["creator"],
  "payout.bankFailed": ["creator"],
  "call.rescheduled": ["creator"],
  "subscription.started": ["fan"],
  "subscription.cancelled": ["fan"],
  "subscription.updated": ["fan"],
  "subscription.newSubscriber": ["creator"],
  "subscription.subscriberCancelled": ["creator"],
  "subscription.subscriberChangedTier": ["creator"],
  "subscription.subscriberStayed": ["creator"],
  "moderation.reportResolved": ["fan", "creator"],
  "moderation.contentRemoved": ["fan", "creator"],
  "creatorProfile.approved": ["creator"],
  "creatorProfile.rejected": ["creator"],
};

/** The notification types one side receives, in the order its settings list them. */
export function notificationTypesFor(audience: NotificationAudience): NotificationType[] {
  return NOTIFICATION_TYPE_NAMES.filter((type) => AUDIENCES_OF_TYPE[type].includes(audience));
}

export function isNotificationType(value: string): value is NotificationType {
  return Object.hasOwn(NOTIFICATION_TYPES, value);
}
