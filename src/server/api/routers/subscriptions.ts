import "server-only";
import { changeSubscriptionTier, changeTierInput, previewTierChange, previewTierChangeInput } from "@/server/services/subscriptions/change-tier";
import { createCheckoutInput, createSubscriptionCheckout } from "@/server/services/subscriptions/create-checkout";
import { listSubscriptions } from "@/server/services/subscriptions/list-subscriptions";
import { manageInput, manageSubscription, subscriptionIdInput } from "@/server/services/subscriptions/manage-subscription";
import { paymentMethodPortal } from "@/server/services/subscriptions/payment-method-portal";
import { sessionInput, verifyCheckout } from "@/server/services/subscriptions/verify-checkout";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** A fan's subscriptions: checkout, its verified return, the list, the subscriber's actions and tier changes (src/server/services/subscriptions). */
export const subscriptionsRouter = createTRPCRouter({
  list: protectedProcedure.query(({ ctx }) => listSubscriptions({ db: ctx.db, actor: ctx.actor })),
  create: protectedProcedure
    .input(createCheckoutInput)
    .mutation(({ ctx, input }) => createSubscriptionCheckout({ db: ctx.db, actor: ctx.actor, input })),
  verifyCheckout: protectedProcedure.input(sessionInput).mutation(({ ctx, input }) => verifyCheckout({ db: ctx.db, actor: ctx.actor, input })),
  manage: protectedProcedure.input(manageInput).mutation(({ ctx, input }) => manageSubscription({ db: ctx.db, actor: ctx.actor, input })),
  previewChange: protectedProcedure
    .input(previewTierChangeInput)
    .query(({ ctx, input }) => previewTierChange({ db: ctx.db, actor: ctx.actor, input })),
  changeTier: protectedProcedure
    .input(changeTierInput)
    .mutation(({ ctx, input }) => changeSubscriptionTier({ db: ctx.db, actor: ctx.actor, input })),
  paymentMethod: protectedProcedure
    .input(subscriptionIdInput)
    .mutation(({ ctx, input }) => paymentMethodPortal({ db: ctx.db, actor: ctx.actor, input })),
});
