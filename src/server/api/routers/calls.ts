import "server-only";
import { bookCall, bookCallInput } from "@/server/services/calls/book-call";
import { callBookingIdInput, getMyCall } from "@/server/services/calls/get-my-call";
import { listCallSlots, listCallSlotsInput } from "@/server/services/calls/list-call-slots";
import { cancelMyCall, listMyCalls } from "@/server/services/calls/my-calls";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

/** Live calls with a creator: a day's slots, booking one, the fan's paid calls and cancelling one. Rules live in services/calls. */
export const callsRouter = createTRPCRouter({
  slots: publicProcedure.input(listCallSlotsInput).query(({ ctx, input }) => listCallSlots({ db: ctx.db, actor: ctx.actor, input })),
  /** Public so that a guest gets the service's own 'loginRequired' answer (401). */
  book: publicProcedure.input(bookCallInput).mutation(({ ctx, input }) => bookCall({ db: ctx.db, actor: ctx.actor, input })),
  /** The fan's own booked call, for its checkout. */
  mine: protectedProcedure.input(callBookingIdInput).query(({ ctx, input }) => getMyCall({ db: ctx.db, actor: ctx.actor, input })),
  /** The fan's paid calls (My Orders, fan home). */
  paid: protectedProcedure.query(({ ctx }) => listMyCalls({ db: ctx.db, actor: ctx.actor })),
  cancel: protectedProcedure.input(callBookingIdInput).mutation(({ ctx, input }) => cancelMyCall({ db: ctx.db, actor: ctx.actor, input })),
});
