/* What an admin sends to act on an account (suspend, reinstate, force a password reset): parsed by the services and, with the same schemas, by the console's forms. */
import { z } from "zod";

export const suspendUserSchema = z.object({
  userId: z.string().trim().min(1, "validation.invalid").max(100, "validation.invalid"),
  reason: z.string().trim().min(3, "admin.validation.reasonRequired").max(500, "admin.validation.reasonTooLong"),
});
export const reinstateUserSchema = z.object({ userId: z.string().trim().min(1, "validation.invalid").max(100, "validation.invalid") });

export const forcePasswordResetSchema = z.object({
  userId: z.string().trim().min(1, "validation.invalid").max(100, "validation.invalid"),
  reason: z.string().trim().min(3, "admin.validation.reasonRequired").max(500, "admin.validation.reasonTooLong"),
});
