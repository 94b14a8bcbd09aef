import "server-only";
import { auditRequest } from "@/server/audit/audit-request";
import { cancelVideoRequest } from "@/server/services/video-requests/fan/cancel-request";
import { createVideoRequest, createVideoRequestInput } from "@/server/services/video-requests/fan/create-request";
import { getMyRequest, requestIdInput } from "@/server/services/video-requests/fan/get-my-request";
import { getQuote, quoteInput } from "@/server/services/video-requests/fan/get-quote";
import { getFeeTable } from "@/server/services/video-requests/fee-table";
import { listMyRequests, listMyRequestsInput } from "@/server/services/video-requests/fan/list-my-requests";
import { emailReceipt, emailReceiptInput } from "@/server/services/receipts/email-receipt";
import { requestActionInput } from "@/lib/video-requests/request-action-input";
import { declineInput, declineRequest } from "@/server/services/video-requests/creator/decline-request";
import { deliverInput, deliverRequest } from "@/server/services/video-requests/creator/deliver-request";
import { getDeliveredVideo } from "@/server/services/video-requests/delivered-video";
import { inboxInput, listInbox } from "@/server/services/video-requests/creator/list-inbox";
import { getRequestUpload, listStudioRequests } from "@/server/services/video-requests/creator/studio-requests";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { refundOrder } from "@/server/services/video-requests/refund-order";
import { refundOrderInput } from "@/lib/payments/refund-input";
import { adminProcedure, createTRPCRouter, creatorProcedure, protectedProcedure, publicProcedure } from "../trpc";

/**
 * Video requests: the price, booking one, and the fan's own requests (rules in services/video-requests); the
 * creator's inbox and its moves, the delivered video and an admin's refund (rules in services/video-requests).
 */
export const videoRequestsRouter = createTRPCRouter({
  quote: publicProcedure.input(quoteInput).query(({ ctx, input }) => getQuote({ db: ctx.db, actor: ctx.actor, input })),
  /** The public pages' fee table: the example video's price lines and split at the commission in force. */
  feeTable: publicProcedure.query(({ ctx }) => getFeeTable({ db: ctx.db, actor: ctx.actor })),
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
  studio: creatorProcedure.query(({ ctx }) => listStudioRequests({ db: ctx.db, actor: ctx.actor })),
  upload: creatorProcedure
    .input(requestActionInput)
    .query(({ ctx, input }) => getRequestUpload({ db: ctx.db, actor: ctx.actor, input })),
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
    .mutation(({ ctx, input }) => refundOrder({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
});
