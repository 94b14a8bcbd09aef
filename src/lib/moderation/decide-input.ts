/* A moderator's decision on a reported item: parsed by the service and, with the same schema, by the review dialog. */
import { z } from "zod";

const MODERATION_DECISIONS = ["approve", "reject", "escalate"] as const;

/** Rejecting takes a reason the author reads; approving and escalating may leave it empty. */
export const decideInput = z
  .object({
    itemId: z.uuid("moderation.validation.item"),
    decision: z.enum(MODERATION_DECISIONS, "moderation.validation.decision"),
    note: z.string().trim().max(1000, "moderation.validation.note").default(""),
  })
  .refine((input) => input.decision !== "reject" || input.note !== "", { path: ["note"], message: "moderation.validation.reasonRequired" });
