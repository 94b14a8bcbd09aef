import type { RouterOutputs } from "@/trpc/react";

export type RequestStatus = RouterOutputs["videoRequests"]["byId"]["status"];
const TIMELINE_STEPS = ["placed", "notified", "creation", "review", "delivered"] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
export type StepState = "completed" | "current" | "pending";

/** How far each state has come: completed steps, then the current one (none once delivered or stopped). */
const PROGRESS: Record<RequestStatus, { completed: number; current: boolean }> = {
  pending_payment: { completed: 0, current: true },
  pending: { completed: 1, current: true },
  accepted: { completed: 2, current: true },
  in_progress: { completed: 2, current: true },
  completed: { completed: 5, current: false },
  declined: { completed: 1, current: false },
  cancelled: { completed: 0, current: false },
  expired: { completed: 1, current: false },
  refunded: { completed: 5, current: false },
};

/** The five-step timeline (spec screen 7) driven by the request's real state. */
export function timelineOf(status: RequestStatus): { steps: { step: TimelineStep; state: StepState }[]; percent: number; stopped: boolean } {
  const { completed, current } = PROGRESS[status];
  return {
    steps: TIMELINE_STEPS.map((step, i) => ({
      step,
      state: i < completed ? "completed" : i === completed && current ? "current" : "pending",
    })),
    percent: Math.round((completed / TIMELINE_STEPS.length) * 100),
    stopped: status === "declined" || status === "cancelled" || status === "expired" || status === "refunded",
  };
}
