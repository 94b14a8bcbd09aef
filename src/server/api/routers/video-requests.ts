import "server-only";
import { requestActionInput } from "@/server/services/video-requests/creator-request";
import { declineInput, declineRequest } from "@/server/services/video-requests/decline-request";
import { deliverInput, deliverRequest } from "@/server/services/video-requests/deliver-request";
import { inboxInput, listInbox } from "@/server/services/video-requests/list-inbox";
import { acceptRequest, markRequestInProgress } from "@/server/services/video-requests/move-request";
import { createTRPCRouter, creatorProcedure } from "../trpc";

/** The creator's request inbox and its moves: each one is a service (src/server/services/video-requests). */
export const videoRequestsRouter = createTRPCRouter({
  inbox: creatorProcedure.input(inboxInput).query(({ ctx, input }) => listInbox({ db: ctx.db, actor: ctx.actor, input })),
  accept: creatorProcedure.input(requestActionInput).mutation(async ({ ctx, input }) => {
    await acceptRequest({ db: ctx.db, actor: ctx.actor, input });
  }),
  decline: creatorProcedure.input(declineInput).mutation(async ({ ctx, input }) => {
    await declineRequest({ db: ctx.db, actor: ctx.actor, input });
  }),
  deliver: creatorProcedure.input(deliverInput).mutation(async ({ ctx, input }) => {
    await deliverRequest({ db: ctx.db, actor: ctx.actor, input });
  }),
  start: creatorProcedure.input(requestActionInput).mutation(async ({ ctx, input }) => {
    await markRequestInProgress({ db: ctx.db, actor: ctx.actor, input });
  }),
});
