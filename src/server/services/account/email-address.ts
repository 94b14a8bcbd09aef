import "server-only";
import { z } from "zod";

/** One spelling per address: trimmed and lower-cased, so letter case never makes a second account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailAddress = z
  .string({ message: "validation.email" })
  .trim()
  .toLowerCase()
  .max(254, "validation.email")
  .pipe(z.email("validation.email"));
