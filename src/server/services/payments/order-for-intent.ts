import "server-only";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { AppError, parseInput } from "@/server/errors";
import { fansPaymentByRef } from "./find-payment";

export const orderForIntentInput = z.object({ paymentIntentId: z.string().trim().min(1).max(200) });

/**
 * The order a payment reference (the spec's /fan/orders/{paymentIntentId}) was for, the fan's own only: a
 * video request's id, or a call's (listed in My Orders). Anyone else's, or an unknown reference, is NOT_FOUND.
 */
export async function orderForIntent({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof orderForIntentInput> }) {
  const fan = requireActor(actor);
  const { paymentIntentId } = parseInput(orderForIntentInput, input);
  const payment = await fansPaymentByRef(db, fan, paymentIntentId);
  if (payment.videoRequestId) return { kind: "video" as const, id: payment.videoRequestId };
  if (payment.callBookingId) return { kind: "call" as const, id: payment.callBookingId };
  throw new AppError("NOT_FOUND", "orders.errors.notFound");
}
