import "server-only";
import { bookCall, bookCallInput } from "@/server/services/calls/book-call";
import { listCallSlots, listCallSlotsInput } from "@/server/services/calls/list-call-slots";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** Live calls with a creator: a day's slots and booking one. Rules live in services/calls. */
export const callsRouter = createTRPCRouter({
  slots: publicProcedure.input(listCallSlotsInput).query(({ ctx, input }) => listCallSlots({ db: ctx.db, actor: ctx.actor, input })),
  /** Public so that a guest gets the service's own 'loginRequired' answer (401). */
  book: publicProcedure.input(bookCallInput).mutation(({ ctx, input }) => bookCall({ db: ctx.db, actor: ctx.actor, input })),
});
