import "server-only";
import { env as currentEnv } from "@/env";

/** Which provider takes each payment method: the real one when its keys are set, else the offline test mode. */
export interface PaymentModes {
  card: "stripe" | "test";
  moncash: "moncash" | "test";
}

/** The variables that choose (a launcher passes process.env after loading .env.local). */
type ModeVars = { PAYMENTS_MODE?: string; STRIPE_SECRET_KEY?: string; MONCASH_CLIENT_ID?: string; [name: string]: unknown };

export function paymentModes(vars: ModeVars = currentEnv): PaymentModes {
  const forcedTest = vars.PAYMENTS_MODE === "test";
  return {
    card: !forcedTest && vars.STRIPE_SECRET_KEY ? "stripe" : "test",
    moncash: !forcedTest && vars.MONCASH_CLIENT_ID ? "moncash" : "test",
  };
}

/** A production start may run payments offline only when PAYMENTS_MODE=test says so; null when it may start. */
export function testModeRefusal(vars: ModeVars = currentEnv): string | null {
  const modes = paymentModes(vars);
  if (vars.PAYMENTS_MODE === "test" || (modes.card !== "test" && modes.moncash !== "test")) return null;
  const offline = [modes.card === "test" && "cards (Stripe keys)", modes.moncash === "test" && "MonCash (MonCash keys)"]
    .filter(Boolean)
    .join(" and ");
  return `Payments would run in test mode for ${offline}: set the missing keys, or PAYMENTS_MODE=test to run the offline test mode on purpose.`;
}
