import "server-only";
import { getEarnings } from "@/server/services/earnings/balances";
import { getStatement, statementInput } from "@/server/services/earnings/statement";
import { requestPayout, requestPayoutInput } from "@/server/services/payouts/start-payout";
import { createTRPCRouter, creatorProcedure } from "../trpc";

/** The creator's Earnings page: balances and statement from the ledger, and a payout on request. */
export const earningsRouter = createTRPCRouter({
  summary: creatorProcedure.query(({ ctx }) => getEarnings({ db: ctx.db, actor: ctx.actor })),
  statement: creatorProcedure.input(statementInput).query(({ ctx, input }) => getStatement({ db: ctx.db, actor: ctx.actor, input })),
  requestPayout: creatorProcedure
    .input(requestPayoutInput)
    .mutation(({ ctx, input }) => requestPayout({ db: ctx.db, actor: ctx.actor, input })),
});
