/* What an admin sends after paying a batch of MonCash payouts by hand: parsed by the service and, with the same schema, by the console's batch form. */
import { z } from "zod";

export const markPaidInput = z.object({
  payoutIds: z.array(z.uuid("adminPayouts.validation.selection"), "adminPayouts.validation.selection").min(1, "adminPayouts.validation.selection").max(200, "adminPayouts.validation.selection"),
  reference: z.string("adminPayouts.validation.reference").trim().min(3, "adminPayouts.validation.reference").max(120, "adminPayouts.validation.reference"),
});
