import "server-only";
import { bookCallInput } from "@/lib/calls/book-call-input";
import { bookCall } from "@/server/services/calls/book-call";
import { callBookingIdInput, rescheduleCallInput, setCallJoinUrlInput } from "@/lib/calls/call-change-input";
import { creatorCallsInput, getCallRoom, listCreatorCalls, setCallJoinUrl } from "@/server/services/calls/creator-calls";
import { getMyCall } from "@/server/services/calls/get-my-call";
import { listCallSlots, listCallSlotsInput } from "@/server/services/calls/list-call-slots";
import { cancelMyCall, listMyCalls } from "@/server/services/calls/my-calls";
import { rescheduleMyCall } from "@/server/services/calls/reschedule-call";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

/**
 * Live calls with a creator: a day's slots, booking one, the fan's paid calls (cancel, move), the creator's
 * calls and meeting link, and a call's room. Rules live in services/calls.
 */
export const callsRouter = createTRPCRouter({
  slots: publicProcedure.input(listCallSlotsInput).query(({ ctx, input }) => listCallSlots({ db: ctx.db, actor: ctx.actor, input })),
  /** Public so that a guest gets the service's own 'loginRequired' answer (401). */
  book: publicProcedure.input(bookCallInput).mutation(({ ctx, input }) => bookCall({ db: ctx.db, actor: ctx.actor, input })),
  /** The fan's own booked call, for its checkout. */
  mine: protectedProcedure.input(callBookingIdInput).query(({ ctx, input }) => getMyCall({ db: ctx.db, actor: ctx.actor, input })),
  /** The fan's paid calls (My Orders, fan home). */
  paid: protectedProcedure.query(({ ctx }) => listMyCalls({ db: ctx.db, actor: ctx.actor })),
  cancel: protectedProcedure.input(callBookingIdInput).mutation(({ ctx, input }) => cancelMyCall({ db: ctx.db, actor: ctx.actor, input })),
  reschedule: protectedProcedure.input(rescheduleCallInput).mutation(({ ctx, input }) => rescheduleMyCall({ db: ctx.db, actor: ctx.actor, input })),
  /** The creator's own calls, upcoming or past. */
  creatorCalls: protectedProcedure.input(creatorCallsInput).query(({ ctx, input }) => listCreatorCalls({ db: ctx.db, actor: ctx.actor, input })),
  setJoinUrl: protectedProcedure.input(setCallJoinUrlInput).mutation(({ ctx, input }) => setCallJoinUrl({ db: ctx.db, actor: ctx.actor, input })),
  room: protectedProcedure.input(callBookingIdInput).query(({ ctx, input }) => getCallRoom({ db: ctx.db, actor: ctx.actor, input })),
});
