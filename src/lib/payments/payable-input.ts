/* What a checkout names: parsed by the payment services and, with the same schemas, by the checkout forms. */
import { z } from "zod";

/** What a checkout pays for: a video request or a booked call, named by exactly one id. */
export const payableInput = {
  requestId: z.string({ error: "validation.requestId" }).uuid("validation.requestId").optional(),
  callBookingId: z.string({ error: "validation.requestId" }).uuid("validation.requestId").optional(),
};
export const exactlyOneTarget: [(v: PayableRef) => boolean, { message: string; path: string[] }] = [
  (v) => Boolean(v.requestId) !== Boolean(v.callBookingId),
  { message: "validation.requestId", path: ["requestId"] },
];
export type PayableRef = { requestId?: string; callBookingId?: string };
