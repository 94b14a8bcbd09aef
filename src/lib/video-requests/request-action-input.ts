/* The one request an action names (accept, decline, review...): parsed by the services and by the forms that send it. */
import { z } from "zod";
import { requestIdInput } from "@/lib/payments/payment-ids";

export const requestActionInput = z.object({ requestId: requestIdInput });
