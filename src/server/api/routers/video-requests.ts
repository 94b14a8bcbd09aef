import "server-only";
import { cancelVideoRequest } from "@/server/services/booking/cancel-video-request";
import { createVideoRequest, createVideoRequestInput } from "@/server/services/booking/create-video-request";
import { getMyRequest, requestIdInput } from "@/server/services/booking/get-my-request";
import { getQuote, quoteInput } from "@/server/services/booking/get-quote";
import { listMyRequests, listMyRequestsInput } from "@/server/services/booking/list-my-requests";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

/** Video requests: the price, booking one, and the fan's own requests. Rules live in services/booking. */
export const videoRequestsRouter = createTRPCRouter({
  quote: publicProcedure.input(quoteInput).query(({ ctx, input }) => getQuote({ db: ctx.db, actor: ctx.actor, input })),
  /** Public so that a guest gets the service's own 'loginRequired' answer (401). */
  create: publicProcedure
    .input(createVideoRequestInput)
    .mutation(({ ctx, input }) => createVideoRequest({ db: ctx.db, actor: ctx.actor, input })),
  mine: protectedProcedure
    .input(listMyRequestsInput)
    .query(({ ctx, input }) => listMyRequests({ db: ctx.db, actor: ctx.actor, input })),
  byId: protectedProcedure
    .input(requestIdInput)
    .query(({ ctx, input }) => getMyRequest({ db: ctx.db, actor: ctx.actor, input })),
  cancel: protectedProcedure
    .input(requestIdInput)
    .mutation(({ ctx, input }) => cancelVideoRequest({ db: ctx.db, actor: ctx.actor, input })),
});
