import "server-only";
import { listAwaitingPayouts, markPayoutsPaid } from "@/server/services/payouts/admin-payouts";
import { markPaidInput } from "@/lib/payouts/mark-paid-input";
import { adminProcedure, createTRPCRouter } from "../trpc";

/** /admin/payouts: MonCash payouts waiting to be sent by hand, and marking a sent batch paid. */
export const adminPayoutsRouter = createTRPCRouter({
  awaiting: adminProcedure("payouts_process").query(({ ctx }) => listAwaitingPayouts({ db: ctx.db, actor: ctx.actor })),
  markPaid: adminProcedure("payouts_process")
    .input(markPaidInput)
    .mutation(({ ctx, input }) => markPayoutsPaid({ db: ctx.db, actor: ctx.actor, input })),
});
