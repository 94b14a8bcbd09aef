/* The ids a payment's inputs carry: parsed by the payment services and, with the same schemas, by the checkout and console forms. */
import { z } from "zod";

/** One key per checkout attempt, made by the client and reused on every retry of that attempt. */
export const idempotencyKeyInput = z
  .string({ error: "validation.idempotencyKey" })
  .trim()
  .regex(/^[A-Za-z0-9_:.-]{8,200}$/, "validation.idempotencyKey");

export const requestIdInput = z.string({ error: "validation.requestId" }).uuid("validation.requestId");
