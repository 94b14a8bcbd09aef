import "server-only";
import { countCreatorsByCategory } from "@/server/services/creators/count-creators-by-category";
import { getHomeShowcase } from "@/server/services/creators/home-showcase";
import { checkCreatorExists, creatorIdInput, getCreatorPage } from "@/server/services/creators/get-creator-page";
import { listCreatorReviews, listCreatorReviewsInput } from "@/server/services/creators/list-creator-reviews";
import { listPickerCreators, listPickerCreatorsInput } from "@/server/services/creators/list-picker-creators";
import { publicProcedure } from "../../trpc";

/** Creator pages (header, tiers, previews, posts; reviews by page), the home picker and category counts. */
export const creatorProfileProcedures = {
  /** NOT_FOUND unless the id is a creator's: a cheap check pages make before streaming. */
  exists: publicProcedure
    .input(creatorIdInput)
    .query(({ ctx, input }) => checkCreatorExists({ db: ctx.db, actor: ctx.actor, input })),
  page: publicProcedure
    .input(creatorIdInput)
    .query(({ ctx, input }) => getCreatorPage({ db: ctx.db, actor: ctx.actor, input })),
  reviews: publicProcedure
    .input(listCreatorReviewsInput)
    .query(({ ctx, input }) => listCreatorReviews({ db: ctx.db, actor: ctx.actor, input })),
  picker: publicProcedure
    .input(listPickerCreatorsInput)
    .query(({ ctx, input }) => listPickerCreators({ db: ctx.db, actor: ctx.actor, input })),
  categoryCounts: publicProcedure.query(({ ctx }) => countCreatorsByCategory({ db: ctx.db, actor: ctx.actor })),
  /** The home page's figures, featured clip and category pictures. */
  homeShowcase: publicProcedure.query(({ ctx }) => getHomeShowcase({ db: ctx.db, actor: ctx.actor })),
};
