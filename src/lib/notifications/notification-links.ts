import { orderPath } from "@/lib/video-requests/booking-paths";

/**
 * The page a notification is about (unprefixed; Link adds the locale), from its type and parameters:
 * a fan's order, the creator's requests (My Videos), the fan's subscriptions or the creator's
 * subscribers (dashboard). Null when there is no page to go to.
 */
export function notificationHref(type: string, params: Record<string, unknown>): string | null {
  const requestId = typeof params.requestId === "string" ? params.requestId : null;
  switch (type) {
    case "videoRequest.paid":
      return "/creator/content";
    case "videoRequest.expired":
      if (params.audience === "creator") return "/creator/content";
      return requestId ? orderPath(requestId) : "/fan/orders";
    case "videoRequest.delivered":
    case "videoRequest.declined":
      return requestId ? orderPath(requestId) : "/fan/orders";
    case "payment.refundOwed":
    case "payment.refundSent":
      return "/fan/orders";
    case "order.adminUpdate":
      if (params.audience === "creator") return "/creator/content";
      return requestId ? orderPath(requestId) : "/fan/orders";
    case "subscription.started":
    case "subscription.cancelled":
    case "subscription.updated":
      return "/fan/subscriptions";
    case "call.rescheduled":
      return "/creator/calls";
    case "subscription.newSubscriber":
    case "subscription.subscriberCancelled":
    case "subscription.subscriberChangedTier":
    case "subscription.subscriberStayed":
    case "creatorProfile.approved":
    case "creatorProfile.rejected":
      return "/creator/dashboard";
    default:
      return null;
  }
}
