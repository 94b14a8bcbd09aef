import type { VIDEO_REQUEST_STATUSES } from "@/server/db/schema";

/** The inbox's tabs and the request status each shows. */
export const INBOX_STATES = {
  new: "pending",
  accepted: "accepted",
  in_progress: "in_progress",
  delivered: "completed",
  declined: "declined",
  expired: "expired",
} as const satisfies Record<string, (typeof VIDEO_REQUEST_STATUSES)[number]>;

export type InboxState = keyof typeof INBOX_STATES;
export const INBOX_STATE_NAMES = Object.keys(INBOX_STATES) as InboxState[];
export const INBOX_ORDERS = ["newest", "urgent"] as const;
export const INBOX_PAGE_SIZE = 20;
