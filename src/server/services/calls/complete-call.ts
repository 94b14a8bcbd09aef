import "server-only";
import { and, eq } from "drizzle-orm";
import { callEndsAt } from "@/lib/calls/call-rules";
import type { Db } from "@/server/db";
import { callBookings } from "@/server/db/schema";
import type { PaymentProviders } from "@/server/payments";
import { paymentFor } from "@/server/services/payments/find-payment";
import { cancelPayment, capturePayment } from "@/server/services/payments/settle-payment";

export type CallSettlement = "completed" | "released" | "nothing";

/**
 * Settles a paid call once its slot has ended (the job scheduled when it was paid): a confirmed call's
 * money is taken (a card hold captured, the ledger splitting the creator's earnings and the platform's
 * share, as on a video's delivery) and the call is completed in the same transaction; a call cancelled
 * meanwhile has its hold released (MonCash money recorded as owed). Anything else (not yet ended,
 * unpaid, already settled) is left alone, so running it twice changes nothing.
 */
export async function completeCall({
  db,
  callBookingId,
  now = new Date(),
  providers,
}: {
  db: Db;
  callBookingId: string;
  now?: Date;
  providers?: PaymentProviders;
}): Promise<CallSettlement> {
  const [call] = await db.select().from(callBookings).where(eq(callBookings.id, callBookingId));
  if (!call || callEndsAt(call) > now) return "nothing";
  const ref = { callBookingId };
  if (call.status === "confirmed") {
    let completed = false;
    await capturePayment({
      db,
      providers,
      input: ref,
      inTransaction: async (tx) => {
        const done = await tx
          .update(callBookings)
          .set({ status: "completed" })
          .where(and(eq(callBookings.id, callBookingId), eq(callBookings.status, "confirmed")))
          .returning({ id: callBookings.id });
        completed = done.length > 0;
      },
    });
    return completed ? "completed" : "nothing";
  }
  const payment = call.status === "cancelled" ? await paymentFor(db, ref) : null;
  // A hold to release, or money already taken (a card charged at booking refunded, MonCash owed back).
  const toGiveBack = payment?.status === "held" || payment?.status === "captured";
  if (!toGiveBack) return "nothing";
  await cancelPayment({ db, providers, input: ref });
  return "released";
}
