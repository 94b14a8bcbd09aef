import "server-only";
import { getMyMedia, listMyMedia } from "@/server/services/media/list-my-media";
import { createShareLink, revokeShareLink, revokeShareLinkInput, shareMediaInput } from "@/server/services/media/share-links";
import { getSharedVideo, sharedVideoInput } from "@/server/services/media/shared-video";
import { getWatermarkSettings, saveWatermarkSettings, watermarkInput } from "@/server/services/media/watermark-settings";
import { createTRPCRouter, creatorProcedure, protectedProcedure, publicProcedure } from "../trpc";

/** The creator's studio media and watermark, share links for whoever may share a video, and what a live link opens. */
export const mediaRouter = createTRPCRouter({
  mine: creatorProcedure.query(({ ctx }) => listMyMedia({ db: ctx.db, actor: ctx.actor })),
  watermark: creatorProcedure.query(({ ctx }) => getWatermarkSettings({ db: ctx.db, actor: ctx.actor })),
  saveWatermark: creatorProcedure
    .input(watermarkInput)
    .mutation(({ ctx, input }) => saveWatermarkSettings({ db: ctx.db, actor: ctx.actor, input })),
  status: creatorProcedure
    .input(shareMediaInput)
    .query(({ ctx, input }) => getMyMedia({ db: ctx.db, actor: ctx.actor, mediaId: input.mediaId })),
  share: protectedProcedure
    .input(shareMediaInput)
    .mutation(({ ctx, input }) => createShareLink({ db: ctx.db, actor: ctx.actor, input })),
  shared: publicProcedure.input(sharedVideoInput).query(({ ctx, input }) => getSharedVideo({ db: ctx.db, input })),
  revokeShare: protectedProcedure
    .input(revokeShareLinkInput)
    .mutation(({ ctx, input }) => revokeShareLink({ db: ctx.db, actor: ctx.actor, input })),
});
