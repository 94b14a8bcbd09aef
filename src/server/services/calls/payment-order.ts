import "server-only";
import { eq } from "drizzle-orm";
import { callEndsAt } from "@/lib/calls/call-rules";
import type { Queryable } from "@/server/db";
import { callBookings, creatorProfiles } from "@/server/db/schema";
import type { OrderKind } from "@/server/services/payments/order-kind";
import { priceCall } from "@/server/services/video-requests/quote";
import { callPaid } from "./call-paid";

/** A booked call as the payment core sees it (registered in payments/order-kinds.ts). */
export const callOrder: OrderKind = {
  async load(db: Queryable, id, lock = false) {
    const query = db
      .select({ call: callBookings, methods: creatorProfiles.paymentMethodsEnabled })
      .from(callBookings)
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, callBookings.creatorId))
      .where(eq(callBookings.id, id));
    const [row] = lock ? await query.for("update", { of: callBookings }) : await query;
    if (!row) return null;
    const { call } = row;
    return {
      kind: "call",
      id: call.id,
      fanId: call.fanId,
      creatorId: call.creatorId,
      awaitingPayment: call.status === "pending",
      closed: call.status === "cancelled",
      quote: priceCall({ amount: call.amountCents, currency: call.currency }),
      fxRate: null,
      methodsOffered: row.methods ?? [],
      description: `Lakou call: ${call.durationMinutes} minutes`,
      settleBy: callEndsAt(call),
    };
  },
  paid: (tx, id) => callPaid(tx, id),
};
