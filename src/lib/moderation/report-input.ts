import { z } from "zod";
import { MODERATION_CATEGORIES, REPORT_LIMITS, REPORT_SUBJECTS } from "./categories";

/** A report (moderation.report) as the report dialog sends it: one or more categories and an optional note. */
export const reportInput = z.object({
  subject: z.enum(REPORT_SUBJECTS, "moderation.validation.subject"),
  subjectId: z.string().trim().min(1, "moderation.validation.subject").max(200, "moderation.validation.subject"),
  categories: z
    .array(z.enum(MODERATION_CATEGORIES as [string, ...string[]], "moderation.validation.category"), "moderation.validation.category")
    .min(1, "moderation.validation.category")
    .max(MODERATION_CATEGORIES.length, "moderation.validation.category")
    .transform((categories) => [...new Set(categories)]),
  note: z.string().trim().max(REPORT_LIMITS.noteMax, "moderation.validation.note").default(""),
});
