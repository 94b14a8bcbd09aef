import "server-only";
import { createCheckoutInput, createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { listSubscriptions } from "@/server/services/subscriptions/list-subscriptions";
import { manageInput, manageSubscription, subscriptionIdInput } from "@/server/services/subscriptions/manage-subscription";
import { paymentMethodPortal } from "@/server/services/subscriptions/payment-method-portal";
import { decideTestCheckout, getTestCheckout, testCheckoutInput } from "@/server/services/subscriptions/test-checkout";
import { changeTestCard, changeTestCardInput, getTestPortal, testPortalInput } from "@/server/services/subscriptions/test-portal";
import { sessionInput, verifyCheckout } from "@/server/services/subscriptions/verify-checkout";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** A fan's subscriptions: checkout, its verified return, the list and the subscriber's actions (src/server/services/subscriptions). */
export const subscriptionsRouter = createTRPCRouter({
  list: protectedProcedure.query(({ ctx }) => listSubscriptions({ db: ctx.db, actor: ctx.actor })),
  create: protectedProcedure
    .input(createCheckoutInput)
    .mutation(({ ctx, input }) => createSubscriptionCheckout({ db: ctx.db, actor: ctx.actor, input })),
  verifyCheckout: protectedProcedure.input(sessionInput).mutation(({ ctx, input }) => verifyCheckout({ db: ctx.db, actor: ctx.actor, input })),
  manage: protectedProcedure.input(manageInput).mutation(({ ctx, input }) => manageSubscription({ db: ctx.db, actor: ctx.actor, input })),
  paymentMethod: protectedProcedure
    .input(subscriptionIdInput)
    .mutation(({ ctx, input }) => paymentMethodPortal({ db: ctx.db, actor: ctx.actor, input })),
  testCheckout: protectedProcedure.input(sessionInput).query(({ ctx, input }) => getTestCheckout({ db: ctx.db, actor: ctx.actor, input })),
  decideTestCheckout: protectedProcedure
    .input(testCheckoutInput)
    .mutation(({ ctx, input }) => decideTestCheckout({ db: ctx.db, actor: ctx.actor, input })),
  testPortal: protectedProcedure.input(testPortalInput).query(({ ctx, input }) => getTestPortal({ db: ctx.db, actor: ctx.actor, input })),
  changeTestCard: protectedProcedure
    .input(changeTestCardInput)
    .mutation(({ ctx, input }) => changeTestCard({ db: ctx.db, actor: ctx.actor, input })),
});
