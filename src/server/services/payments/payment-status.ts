import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Queryable } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { requestIdInput } from "@/lib/payments/payment-ids";
import { paymentForRequest } from "./find-payment";
import { type PaymentView, paymentView } from "./payment-view";

export const paymentStatusInput = z.object({ requestId: requestIdInput });

/** A video request's payment as we last verified it; for its fan, its creator and admins only. */
export async function getPaymentStatus({ db, actor, input }: { db: Queryable; actor: Actor | null; input: z.input<typeof paymentStatusInput> }): Promise<{
  requestId: string;
  requestStatus: (typeof videoRequests.$inferSelect)["status"];
  amountCents: number;
  currency: "USD" | "HTG";
  payment: PaymentView | null;
}> {
  const reader = requireActor(actor);
  const { requestId } = parseInput(paymentStatusInput, input);
  const [request] = await db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
  if (!request || (request.fanId !== reader.id && request.creatorId !== reader.id && reader.role !== "admin")) {
    throw new AppError("NOT_FOUND", "errors.requestNotFound");
  }
  const payment = await paymentForRequest(db, requestId);
  return {
    requestId,
    requestStatus: request.status,
    amountCents: request.amountCents,
    currency: request.currency,
    payment: payment ? paymentView(payment) : null,
  };
}
