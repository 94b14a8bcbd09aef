import "server-only";
import { decideModerationItem } from "@/server/services/moderation/decide-item";
import { decideInput } from "@/lib/moderation/decide-input";
import { listReviewsForModeration, listVideosForModeration, reviewListInput } from "@/server/services/moderation/list-for-review";
import { listModerationQueue, queueInput } from "@/server/services/moderation/list-queue";
import { reportInput } from "@/lib/moderation/report-input";
import { reportContent } from "@/server/services/moderation/report-content";
import { adminProcedure, createTRPCRouter, protectedProcedure } from "../trpc";

/** Reporting (anyone signed in) and the moderation queue (content_moderate); rules in services/moderation. */
export const moderationRouter = createTRPCRouter({
  report: protectedProcedure.input(reportInput).mutation(({ ctx, input }) => reportContent({ db: ctx.db, actor: ctx.actor, input })),
  queue: adminProcedure("content_moderate")
    .input(queueInput)
    .query(({ ctx, input }) => listModerationQueue({ db: ctx.db, actor: ctx.actor, input })),
  decide: adminProcedure("content_moderate")
    .input(decideInput)
    .mutation(({ ctx, input }) => decideModerationItem({ db: ctx.db, actor: ctx.actor, input })),
  reviews: adminProcedure("content_moderate")
    .input(reviewListInput)
    .query(({ ctx, input }) => listReviewsForModeration({ db: ctx.db, actor: ctx.actor, input })),
  videos: adminProcedure("content_moderate")
    .input(reviewListInput)
    .query(({ ctx, input }) => listVideosForModeration({ db: ctx.db, actor: ctx.actor, input })),
});
