import "server-only";
import { createTRPCRouter } from "../../trpc";
import { creatorBrowseProcedures } from "./browse";
import { creatorProfileProcedures } from "./profile";

/** Discovery (list, quick view, previews, saving) and creator pages (profile, reviews, tiers, posts). */
export const creatorsRouter = createTRPCRouter({
  ...creatorBrowseProcedures,
  ...creatorProfileProcedures,
});
