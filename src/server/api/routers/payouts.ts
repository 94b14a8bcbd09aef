import "server-only";
import { getPayoutMethods } from "@/server/services/payouts/payout-status";
import { moncashCodeInput, moncashNumberInput } from "@/lib/payouts-input";
import { saveMoncashNumber, verifyMoncashNumber } from "@/server/services/payouts/moncash-number";
import { startConnectOnboarding, startOnboardingInput } from "@/server/services/payouts/start-onboarding";
import { createTRPCRouter, creatorProcedure } from "../trpc";

/** The payments tab: Stripe Connect onboarding (its test-mode steps are the simulator's) and the MonCash number. */
export const payoutsRouter = createTRPCRouter({
  /** What the onboarding banner shows: which payout methods are active. */
  methods: creatorProcedure.query(({ ctx }) => getPayoutMethods({ db: ctx.db, actor: ctx.actor })),
  startOnboarding: creatorProcedure
    .input(startOnboardingInput)
    .mutation(({ ctx, input }) => startConnectOnboarding({ db: ctx.db, actor: ctx.actor, input, connect: ctx.providers.connect })),
  saveMoncashNumber: creatorProcedure
    .input(moncashNumberInput)
    .mutation(({ ctx, input }) => saveMoncashNumber({ db: ctx.db, actor: ctx.actor, input })),
  verifyMoncashNumber: creatorProcedure
    .input(moncashCodeInput)
    .mutation(({ ctx, input }) => verifyMoncashNumber({ db: ctx.db, actor: ctx.actor, input })),
});
