import "server-only";
import type { VIDEO_REQUEST_STATUSES } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type VideoRequestStatus = (typeof VIDEO_REQUEST_STATUSES)[number];

/**
 * Who may make a move: the request's fan (withdrawing it unpaid), its creator, the system (its payment
 * going through, the expiry job), or an admin (a refund).
 */
export type TransitionActor = "fan" | "creator" | "system" | "admin";

/**
 * Every move a video request can make, as data: where it may start, where it ends, who makes it. It
 * waits for its money (`pending_payment`) until its payment goes through or its fan (or an admin) withdraws it. An
 * undelivered request past its deadline ends `expired` (its hold released or its MonCash money owed
 * back), apart from `declined`; a delivered one an admin refunds in whole ends `refunded`. A paid request
 * whose card hold the provider cancelled by itself (`lapse`) waits for its money again.
 */
export const REQUEST_TRANSITIONS = {
  pay: { from: ["pending_payment"], to: "pending", by: "system" },
  cancel: { from: ["pending_payment"], to: "cancelled", by: ["fan", "admin"] },
  accept: { from: ["pending"], to: "accepted", by: "creator" },
  decline: { from: ["pending", "accepted"], to: "declined", by: "creator" },
  start: { from: ["accepted"], to: "in_progress", by: "creator" },
  // A creator who records at once in the studio delivers an accepted request without marking it started first.
  deliver: { from: ["accepted", "in_progress"], to: "completed", by: "creator" },
  expire: { from: ["pending", "accepted", "in_progress"], to: "expired", by: "system" },
  refund: { from: ["completed"], to: "refunded", by: "admin" },
  lapse: { from: ["pending", "accepted", "in_progress"], to: "pending_payment", by: "system" },
} as const satisfies Record<string, { from: readonly VideoRequestStatus[]; to: VideoRequestStatus; by: TransitionActor | readonly TransitionActor[] }>;

export type RequestTransition = keyof typeof REQUEST_TRANSITIONS;

export function canTransition(status: VideoRequestStatus, move: RequestTransition): boolean {
  return (REQUEST_TRANSITIONS[move].from as readonly VideoRequestStatus[]).includes(status);
}

/**
 * A request can receive its video while the creator has taken it on and can still deliver it: the
 * statuses the moves toward delivery (start, then deliver) leave from.
 */
export const STATUSES_OPEN_FOR_VIDEO: readonly VideoRequestStatus[] = [
  ...new Set<VideoRequestStatus>([...REQUEST_TRANSITIONS.start.from, ...REQUEST_TRANSITIONS.deliver.from]),
];

export const isOpenForVideo = (status: VideoRequestStatus) => STATUSES_OPEN_FOR_VIDEO.includes(status);

/** Ended without its video (withdrawn, declined, expired, refunded): money still held for it goes back. */
export const CLOSED_STATUSES: readonly VideoRequestStatus[] = [
  REQUEST_TRANSITIONS.cancel.to,
  REQUEST_TRANSITIONS.decline.to,
  REQUEST_TRANSITIONS.expire.to,
  REQUEST_TRANSITIONS.refund.to,
];

/** The status after `move`, or CONFLICT when the request is not in a state that allows it. */
export function nextStatus(status: VideoRequestStatus, move: RequestTransition): VideoRequestStatus {
  if (!canTransition(status, move)) throw new AppError("CONFLICT", "inbox.errors.transitionRefused");
  return REQUEST_TRANSITIONS[move].to;
}
