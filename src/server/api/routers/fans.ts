import "server-only";
import { getFanHome } from "@/server/services/fans/get-fan-home";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** The signed-in fan's own pages. */
export const fansRouter = createTRPCRouter({
  home: protectedProcedure.query(({ ctx }) => getFanHome({ db: ctx.db, actor: ctx.actor })),
});
