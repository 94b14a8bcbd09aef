import "server-only";
import { publicProcedure, createTRPCRouter } from "@/server/api/trpc";
import { requireActor } from "@/server/auth/require-actor";
import { AppError } from "@/server/errors";
import {
  authenticateTestCard,
  authenticateTestCardInput,
  confirmTestCard,
  confirmTestCardInput,
} from "@/server/services/payments/confirm-test-card";
import { decideTestMoncash, decideTestMoncashInput, getTestMoncashCheckout, testMoncashTokenInput } from "@/server/services/payments/test-moncash";
import { completeTestOnboardingStep, getTestOnboarding, testOnboardingStepInput } from "./connect-onboarding";
import { simulatorMounted } from "./mounted";
import { decideTestCheckout, getTestCheckout, testCheckoutInput } from "./subscription-checkout";
import { changeTestCard, changeTestCardInput, getTestPortal, testPortalInput } from "./test-portal";

/** Signed-in calls that exist only while payments run offline (NOT_FOUND otherwise, before anything else). */
const simulatorProcedure = publicProcedure
  .use(({ ctx, next }) => {
    if (!simulatorMounted(ctx.providers)) throw new AppError("NOT_FOUND", "errors.notFound");
    return next();
  })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, actor: requireActor(ctx.actor) } }));

const sessionInput = testCheckoutInput.pick({ sessionId: true });

/**
 * The payment simulator: the steps a person takes on the provider's side in test mode (test card and its
 * confirmation step, the MonCash page, subscription checkout, Connect onboarding), each a service call with
 * the edge composition's providers.
 */
export const simulatorRouter = createTRPCRouter({
  confirmCard: simulatorProcedure
    .input(confirmTestCardInput)
    .mutation(({ ctx, input }) => confirmTestCard({ db: ctx.db, actor: ctx.actor, input, providers: ctx.providers.payments })),
  authenticateCard: simulatorProcedure
    .input(authenticateTestCardInput)
    .mutation(({ ctx, input }) => authenticateTestCard({ db: ctx.db, actor: ctx.actor, input, providers: ctx.providers.payments })),
  moncashCheckout: simulatorProcedure
    .input(testMoncashTokenInput)
    .query(({ ctx, input }) => getTestMoncashCheckout({ db: ctx.db, actor: ctx.actor, input, providers: ctx.providers.payments })),
  decideMoncash: simulatorProcedure
    .input(decideTestMoncashInput)
    .mutation(({ ctx, input }) => decideTestMoncash({ db: ctx.db, actor: ctx.actor, input, providers: ctx.providers.payments })),
  subscriptionCheckout: simulatorProcedure
    .input(sessionInput)
    .query(({ ctx, input }) => getTestCheckout({ db: ctx.db, actor: ctx.actor, input, billing: ctx.providers.billing })),
  decideSubscriptionCheckout: simulatorProcedure
    .input(testCheckoutInput)
    .mutation(({ ctx, input }) => decideTestCheckout({ db: ctx.db, actor: ctx.actor, input, billing: ctx.providers.billing })),
  portal: simulatorProcedure.input(testPortalInput).query(({ ctx, input }) => getTestPortal({ db: ctx.db, actor: ctx.actor, input })),
  changePortalCard: simulatorProcedure
    .input(changeTestCardInput)
    .mutation(({ ctx, input }) => changeTestCard({ db: ctx.db, actor: ctx.actor, input })),
  connectOnboarding: simulatorProcedure.query(({ ctx }) =>
    getTestOnboarding({ db: ctx.db, actor: ctx.actor, connect: ctx.providers.connect }),
  ),
  connectOnboardingStep: simulatorProcedure
    .input(testOnboardingStepInput)
    .mutation(({ ctx, input }) => completeTestOnboardingStep({ db: ctx.db, actor: ctx.actor, input, connect: ctx.providers.connect })),
});
