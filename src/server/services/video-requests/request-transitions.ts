import "server-only";
import type { VIDEO_REQUEST_STATUSES } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type VideoRequestStatus = (typeof VIDEO_REQUEST_STATUSES)[number];

/** Who may make a move: the request's creator, or the system (the expiry job). */
export type TransitionActor = "creator" | "system";

/**
 * Every move a paid video request can make, as data: where it may start, where it ends, who makes it.
 * An expired request ends `refunded` (its hold released or its MonCash money owed back), which both
 * the fan and the creator read as refunded.
 */
export const REQUEST_TRANSITIONS = {
  accept: { from: ["pending"], to: "accepted", by: "creator" },
  decline: { from: ["pending", "accepted"], to: "declined", by: "creator" },
  start: { from: ["accepted"], to: "in_progress", by: "creator" },
  deliver: { from: ["in_progress"], to: "completed", by: "creator" },
  expire: { from: ["pending", "accepted", "in_progress"], to: "refunded", by: "system" },
} as const satisfies Record<string, { from: readonly VideoRequestStatus[]; to: VideoRequestStatus; by: TransitionActor }>;

export type RequestTransition = keyof typeof REQUEST_TRANSITIONS;

export function canTransition(status: VideoRequestStatus, move: RequestTransition): boolean {
  return (REQUEST_TRANSITIONS[move].from as readonly VideoRequestStatus[]).includes(status);
}

/** The status after `move`, or CONFLICT when the request is not in a state that allows it. */
export function nextStatus(status: VideoRequestStatus, move: RequestTransition): VideoRequestStatus {
  if (!canTransition(status, move)) throw new AppError("CONFLICT", "inbox.errors.transitionRefused");
  return REQUEST_TRANSITIONS[move].to;
}
