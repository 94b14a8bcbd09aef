import "server-only";
import { auditRequest } from "@/server/audit/audit-request";
import { checkoutMethodsInput, checkoutPriceInput, getCheckoutMethods, getCheckoutPrice } from "@/server/services/payments/checkout-price";
import { orderForIntent, orderForIntentInput } from "@/server/services/payments/order-for-intent";
import { getPaymentMode } from "@/server/services/payments/payment-mode";
import { getPaymentStatus, paymentStatusInput } from "@/server/services/payments/payment-status";
import { refundPayment, settleOwedRefund } from "@/server/services/payments/refund-payment";
import { refundPaymentInput, settleOwedRefundInput } from "@/lib/payments/refund-input";
import { listSavedCards, payWithSavedCard, payWithSavedCardInput, removeSavedCard, removeSavedCardInput } from "@/server/services/payments/saved-cards";
import { startCardPayment, startCardPaymentInput } from "@/server/services/payments/start-card-payment";
import { startMoncashPayment } from "@/server/services/payments/start-moncash-payment";
import { startMoncashPaymentInput } from "@/lib/payments/moncash-input";
import { verifyMoncashReturn, verifyMoncashReturnInput, verifyPayment, verifyPaymentInput } from "@/server/services/payments/verify-payment";
import { adminProcedure, createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

/** The checkout's calls: each one is a service (src/server/services/payments); test mode's own steps are the simulator's. */
export const paymentsRouter = createTRPCRouter({
  /** Which forms to show: card via Stripe or test cards, MonCash or the test page, and Stripe's publishable key. */
  mode: publicProcedure.query(() => getPaymentMode()),
  /** The methods the fan may pay their order with (the creator's payment_methods_enabled). */
  methods: protectedProcedure
    .input(checkoutMethodsInput)
    .query(({ ctx, input }) => getCheckoutMethods({ db: ctx.db, actor: ctx.actor, input })),
  /** What the fan pays for their order with a method (MonCash: converted at the stored rate, with its fee). */
  price: protectedProcedure
    .input(checkoutPriceInput)
    .query(({ ctx, input }) => getCheckoutPrice({ db: ctx.db, actor: ctx.actor, input })),
  startCard: protectedProcedure
    .input(startCardPaymentInput)
    .mutation(({ ctx, input }) => startCardPayment({ db: ctx.db, actor: ctx.actor, input })),
  /** The fan's saved cards at the card provider (brand, last four, expiry), the default marked. */
  /** The order a payment reference was for (the spec's /fan/orders/{paymentIntentId}). */
  orderForIntent: protectedProcedure.input(orderForIntentInput).query(({ ctx, input }) => orderForIntent({ db: ctx.db, actor: ctx.actor, input })),
  savedCards: protectedProcedure.query(({ ctx }) => listSavedCards({ db: ctx.db, actor: ctx.actor })),
  removeSavedCard: protectedProcedure
    .input(removeSavedCardInput)
    .mutation(({ ctx, input }) => removeSavedCard({ db: ctx.db, actor: ctx.actor, input })),
  payWithSavedCard: protectedProcedure
    .input(payWithSavedCardInput)
    .mutation(({ ctx, input }) => payWithSavedCard({ db: ctx.db, actor: ctx.actor, input })),
  startMoncash: protectedProcedure
    .input(startMoncashPaymentInput)
    .mutation(({ ctx, input }) => startMoncashPayment({ db: ctx.db, actor: ctx.actor, input })),
  verifyMoncashReturn: protectedProcedure
    .input(verifyMoncashReturnInput)
    .mutation(({ ctx, input }) => verifyMoncashReturn({ db: ctx.db, actor: ctx.actor, input })),
  /** Re-reads an open payment from its provider (after Stripe.js says done): never trusted without it. */
  verify: protectedProcedure
    .input(verifyPaymentInput)
    .mutation(({ ctx, input }) => verifyPayment({ db: ctx.db, actor: ctx.actor, input })),
  status: protectedProcedure
    .input(paymentStatusInput)
    .query(({ ctx, input }) => getPaymentStatus({ db: ctx.db, actor: ctx.actor, input })),
  refund: adminProcedure("payouts_process")
    .input(refundPaymentInput)
    .mutation(({ ctx, input }) => refundPayment({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  settleOwedRefund: adminProcedure("payouts_process")
    .input(settleOwedRefundInput)
    .mutation(({ ctx, input }) => settleOwedRefund({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
});
