import "server-only";
import { and, eq } from "drizzle-orm";
import { callEndsAt } from "@/lib/calls/call-rules";
import type { Tx } from "@/server/db";
import { callBookings } from "@/server/db/schema";
import { scheduleJob } from "@/server/jobs/enqueue";

/**
 * A call's payment went through (called in the payment's transaction): a pending call is confirmed and
 * its settlement scheduled for when its slot ends (keyed by the call, so once).
 */
export async function callPaid(tx: Tx, callBookingId: string): Promise<void> {
  const [call] = await tx
    .update(callBookings)
    .set({ status: "confirmed" })
    .where(and(eq(callBookings.id, callBookingId), eq(callBookings.status, "pending")))
    .returning();
  if (call) await scheduleJob(tx, "calls.complete", { callBookingId }, { at: callEndsAt(call), key: callBookingId });
}
