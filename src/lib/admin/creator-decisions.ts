/* What an admin sends to decide on a creator (approve, reject, verify): parsed by the services and, with the same schemas, by the console's forms. */
import { z } from "zod";

/** The approvals queue shows profiles waiting for a decision, or the rejected ones (an admin may still approve them). */
export const APPROVAL_QUEUES = ["pending", "rejected"] as const;

const userId = z.string().trim().min(1, "validation.invalid").max(100, "validation.invalid");
const requiredNote = z.string().trim().min(3, "admin.validation.noteRequired").max(500, "admin.validation.noteTooLong");

export const approveCreatorSchema = z.object({
  userId,
  /** The status the admin saw: the decision applies only while the profile is still in it. */
  seen: z.enum(APPROVAL_QUEUES, "validation.invalid"),
  note: z.string().trim().max(500, "admin.validation.noteTooLong").default(""),
});

export const rejectCreatorSchema = z.object({ userId, note: requiredNote });

export const verifyCreatorSchema = z.object({
  userId,
  verified: z.boolean("validation.invalid"),
  note: requiredNote,
});

/** The settings page's switch: whether new creator profiles wait for an admin's approval. */
export const creatorApprovalSettingInput = z.object({ required: z.boolean("validation.invalid") });
