import "server-only";
import { cancelVideoRequest } from "@/server/services/booking/cancel-video-request";
import { createVideoRequest, createVideoRequestInput } from "@/server/services/booking/create-video-request";
import { getMyRequest, requestIdInput } from "@/server/services/booking/get-my-request";
import { getQuote, quoteInput } from "@/server/services/booking/get-quote";
import { listMyRequests, listMyRequestsInput } from "@/server/services/booking/list-my-requests";
import { emailReceipt, emailReceiptInput } from "@/server/services/receipts/email-receipt";
import { requestActionInput } from "@/server/services/video-requests/creator-request";
import { declineInput, declineRequest } from "@/server/services/video-requests/decline-request";
import { deliverInput, deliverRequest } from "@/server/services/video-requests/deliver-request";
import { getDeliveredVideo } from "@/server/services/video-requests/delivered-video";
import { inboxInput, listInbox } from "@/server/services/video-requests/list-inbox";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { refundOrder, refundOrderInput } from "@/server/services/video-requests/refund-order";
import { adminProcedure, createTRPCRouter, creatorProcedure, protectedProcedure, publicProcedure } from "../trpc";

/**
 * Video requests: the price, booking one, and the fan's own requests (rules in services/booking); the
 * creator's inbox and its moves, the delivered video and an admin's refund (rules in services/video-requests).
 */
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
  emailReceipt: protectedProcedure
    .input(emailReceiptInput)
    .mutation(({ ctx, input }) => emailReceipt({ db: ctx.db, actor: ctx.actor, input })),
  inbox: creatorProcedure.input(inboxInput).query(({ ctx, input }) => listInbox({ db: ctx.db, actor: ctx.actor, input })),
  accept: creatorProcedure.input(requestActionInput).mutation(async ({ ctx, input }) => {
    await acceptRequest({ db: ctx.db, actor: ctx.actor, input });
  }),
  decline: creatorProcedure.input(declineInput).mutation(async ({ ctx, input }) => {
    await declineRequest({ db: ctx.db, actor: ctx.actor, input });
  }),
  start: creatorProcedure.input(requestActionInput).mutation(async ({ ctx, input }) => {
    await markRequestInProgress({ db: ctx.db, actor: ctx.actor, input });
  }),
  deliver: creatorProcedure.input(deliverInput).mutation(async ({ ctx, input }) => {
    await deliverRequest({ db: ctx.db, actor: ctx.actor, input });
  }),
  video: protectedProcedure
    .input(requestActionInput)
    .query(({ ctx, input }) => getDeliveredVideo({ db: ctx.db, actor: ctx.actor, input })),
  refund: adminProcedure("payouts_process")
    .input(refundOrderInput)
    .mutation(({ ctx, input }) => refundOrder({ db: ctx.db, actor: ctx.actor, input })),
});
