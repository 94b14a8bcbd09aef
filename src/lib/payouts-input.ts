/* The payout settings forms' input: parsed by the services and, with the same schema, by the forms. */
import { z } from "zod";
import { MONCASH_PHONE } from "@/lib/checkout/moncash-phone";

export const moncashNumberInput = z.object({
  phone: z
    .string({ message: "validation.moncashPhone" })
    .transform((phone) => phone.replace(/[\s+()-]/g, ""))
    .pipe(z.string().regex(MONCASH_PHONE, "validation.moncashPhone")),
});
export const moncashCodeInput = z.object({
  code: z.string({ message: "payouts.validation.code" }).trim().regex(/^\d{6}$/, "payouts.validation.code"),
});
