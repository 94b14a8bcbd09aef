import "server-only";
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "@/server/db";
import { callBookings, payments } from "@/server/db/schema";
import { CARRYING_STATUSES } from "@/server/services/payments/payment-status-groups";

/**
 * Gives an unpaid call's slot back once its payment window has passed: a booking still `pending` with
 * no payment carrying its money is cancelled (the slot's unique index then frees it). A payment that
 * goes through afterwards is given back by the payment handler. True when the slot was released.
 */
export async function releaseUnpaidCall({ db, callBookingId }: { db: Db; callBookingId: string }): Promise<boolean> {
  const carried = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.callBookingId, callBookingId), inArray(payments.status, CARRYING_STATUSES)));
  const released = await db
    .update(callBookings)
    .set({ status: "cancelled" })
    .where(and(eq(callBookings.id, callBookingId), eq(callBookings.status, "pending"), notExists(carried)))
    .returning({ id: callBookings.id });
  return released.length > 0;
}
