/* The MonCash rate an admin sets: parsed by the service and, with the same schema, by the console's form. */
import { z } from "zod";

export const rateInput = z.object({
  htgPerUsd: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(",", ".") : value),
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,4})?$/, "validation.exchangeRate")
      .refine((value) => Number(value) > 0, "validation.exchangeRate"),
  ),
});
