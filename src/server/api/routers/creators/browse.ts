import "server-only";
import { creatorIdInput } from "@/server/services/creators/get-creator-page";
import { getQuickView } from "@/server/services/creators/get-quick-view";
import { listCreatorsInput } from "@/server/services/creators/list-creators";
import { listCreatorsCached } from "@/server/services/creators/list-creators-cached";
import { listPreviews, listPreviewsInput } from "@/server/services/creators/list-previews";
import { listSavedCreators } from "@/server/services/creators/list-saved-creators";
import { saveCreator, saveCreatorInput, unsaveCreator } from "@/server/services/creators/save-creator";
import { protectedProcedure, publicProcedure } from "../../trpc";

/** Browse (filtered, sorted, paged list), quick view, sample clips, and the reader's saved creators. */
export const creatorBrowseProcedures = {
  list: publicProcedure
    .input(listCreatorsInput)
    .query(({ ctx, input }) => listCreatorsCached({ db: ctx.db, actor: ctx.actor, input })),
  quickView: publicProcedure
    .input(creatorIdInput)
    .query(({ ctx, input }) => getQuickView({ db: ctx.db, actor: ctx.actor, input })),
  previews: publicProcedure
    .input(listPreviewsInput)
    .query(({ ctx, input }) => listPreviews({ db: ctx.db, actor: ctx.actor, input })),
  saved: protectedProcedure.query(({ ctx }) => listSavedCreators({ db: ctx.db, actor: ctx.actor })),
  save: protectedProcedure
    .input(saveCreatorInput)
    .mutation(({ ctx, input }) => saveCreator({ db: ctx.db, actor: ctx.actor, input })),
  unsave: protectedProcedure
    .input(saveCreatorInput)
    .mutation(({ ctx, input }) => unsaveCreator({ db: ctx.db, actor: ctx.actor, input })),
};
