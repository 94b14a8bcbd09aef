/* The platform commission an admin sets: parsed by the service and, with the same schema, by the console's form. */
import { z } from "zod";

export const commissionInput = z.object({
  /** A percentage with at most two decimals, 0 to 50 ("20", "17.5", "12,25"). */
  percent: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(",", ".") : typeof value === "number" ? String(value) : value),
    z
      .string({ message: "validation.commission" })
      .regex(/^\d{1,2}(\.\d{1,2})?$/, "validation.commission")
      .refine((value) => Number(value) <= 50, "validation.commission"),
  ),
});
