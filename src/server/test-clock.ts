import "server-only";
import { env } from "@/env";
import type { Queryable } from "@/server/db";
import { testClock } from "@/server/db/schema";

/** The movable clock is honoured only when the whole app runs the offline test mode on purpose. */
const testClockHonoured = (vars: { PAYMENTS_MODE?: string } = env) => vars.PAYMENTS_MODE === "test";

/**
 * "Now" for the rules that wait for time to pass (the earnings hold-back, the payout schedule): the real
 * time, moved forward by the test clock (test_clock) when PAYMENTS_MODE=test, so end-to-end tests can let
 * a hold-back pass. Anywhere else, the real time.
 */
export async function serverNow(db: Queryable, vars: { PAYMENTS_MODE?: string } = env): Promise<Date> {
  if (!testClockHonoured(vars)) return new Date();
  const [row] = await db.select({ offsetSeconds: testClock.offsetSeconds }).from(testClock).limit(1);
  return new Date(Date.now() + (row?.offsetSeconds ?? 0) * 1000);
}
