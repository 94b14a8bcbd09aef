import "server-only";
import type { VIDEO_REQUEST_STATUSES } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type VideoRequestStatus = (typeof VIDEO_REQUEST_STATUSES)[number];

/** Who may make a move: the request's creator, the system (the expiry job), or an admin (a refund). */
export type TransitionActor = "creator" | "system" | "admin";

/**
 * Every move a paid video request can make, as data: where it may start, where it ends, who makes it.
 * An undelivered request past its deadline ends `expired` (its hold released or its MonCash money owed
 * back), apart from `declined`; a delivered one an admin refunds in whole ends `refunded`.
 */
export const REQUEST_TRANSITIONS = {
  accept: { from: ["pending"], to: "accepted", by: "creator" },
  decline: { from: ["pending", "accepted"], to: "declined", by: "creator" },
  start: { from: ["accepted"], to: "in_progress", by: "creator" },
  // A creator who records at once in the studio delivers an accepted request without marking it started first.
  deliver: { from: ["accepted", "in_progress"], to: "completed", by: "creator" },
  expire: { from: ["pending", "accepted", "in_progress"], to: "expired", by: "system" },
  refund: { from: ["completed"], to: "refunded", by: "admin" },
} as const satisfies Record<string, { from: readonly VideoRequestStatus[]; to: VideoRequestStatus; by: TransitionActor }>;

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

/** The status after `move`, or CONFLICT when the request is not in a state that allows it. */
export function nextStatus(status: VideoRequestStatus, move: RequestTransition): VideoRequestStatus {
  if (!canTransition(status, move)) throw new AppError("CONFLICT", "inbox.errors.transitionRefused");
  return REQUEST_TRANSITIONS[move].to;
}
