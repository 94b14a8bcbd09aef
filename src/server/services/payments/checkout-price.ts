import "server-only";
import { z } from "zod";
import { htgToUsd, type Money } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { AppError, parseInput } from "@/server/errors";
import type { PriceLines } from "@/server/services/video-requests/quote";
import { exactlyOneTarget, payableInput } from "@/lib/payments/payable-input";
import { fansPayable, methodsFor, type PaymentMethod, priceToCharge } from "./payable";

export const checkoutPriceInput = z
  .object({ ...payableInput, method: z.enum(["card", "moncash"], { error: "validation.paymentMethod" }) })
  .refine(...exactlyOneTarget);

export const checkoutMethodsInput = z.object(payableInput).refine(...exactlyOneTarget);

/** The methods the fan may pay their own order with, card first (spec §9). */
export async function getCheckoutMethods({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof checkoutMethodsInput> }): Promise<PaymentMethod[]> {
  const fan = requireActor(actor);
  return methodsFor(await fansPayable(db, fan.id, parseInput(checkoutMethodsInput, input)));
}

export interface CheckoutPrice {
  method: PaymentMethod;
  lines: PriceLines;
  /** HTG per USD when the amount was converted (or quoted) in gourdes. */
  rate: string | null;
  /** The HTG total back in dollars at the same rate ("≈ $x"). */
  usdApproximation: Money | null;
  /** The methods this order's creator offers, card first. */
  methods: PaymentMethod[];
}

/**
 * What the fan will pay for their own order with a method, from the same functions the payment uses:
 * the order's quote, or for MonCash its dollar quote at the stored rate plus MonCash's fee.
 */
export async function getCheckoutPrice({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof checkoutPriceInput> }): Promise<CheckoutPrice> {
  const fan = requireActor(actor);
  const { method, ...ref } = parseInput(checkoutPriceInput, input);
  const payable = await fansPayable(db, fan.id, ref);
  const methods = methodsFor(payable);
  if (!methods.includes(method)) throw new AppError("CONFLICT", "errors.paymentMethodNotOffered");
  const { lines, fxRate } = await priceToCharge(db, payable, method);
  return {
    method,
    lines,
    rate: fxRate,
    usdApproximation: lines.total.currency === "HTG" && fxRate ? htgToUsd(lines.total, fxRate) : null,
    methods,
  };
}
