import "server-only";
import { auditRequest } from "@/server/audit/audit-request";
import { grantAdminRole, revokeAdminRole } from "@/server/services/admin/admin-role";
import { grantAdminRoleSchema, revokeAdminRoleSchema, setAdminAccessSchema } from "@/lib/admin/admin-role-input";
import { forcePasswordReset } from "@/server/services/admin/force-password-reset";
import { getUserDetail, userIdSchema } from "@/server/services/admin/get-user-detail";
import { listAdmins } from "@/server/services/admin/list-admins";
import { listAudit, listAuditSchema } from "@/server/services/admin/list-audit";
import { listCreatorsAdmin, listCreatorsAdminSchema } from "@/server/services/admin/list-creators-admin";
import { listUsers, listUsersSchema } from "@/server/services/admin/list-users";
import { consoleSearchSchema, searchConsole } from "@/server/services/admin/search-console";
import { setAdminAccess } from "@/server/services/admin/set-admin-access";
import { reinstateUser, suspendUser } from "@/server/services/admin/suspend-user";
import { forcePasswordResetSchema, reinstateUserSchema, suspendUserSchema } from "@/lib/admin/user-actions-input";
import { getSystemOverview } from "@/server/services/admin/system-overview";
import { getSystemStatus } from "@/server/services/admin/system-status";
import { verifyCreator } from "@/server/services/admin/verify-creator";
import { approveCreatorSchema, creatorApprovalSettingInput, rejectCreatorSchema, verifyCreatorSchema } from "@/lib/admin/creator-decisions";
import { approveCreator, listApprovalsSchema, listCreatorApprovals, rejectCreator } from "@/server/services/admin/creator-approvals";
import { getCreatorApprovalSetting, setCreatorApprovalRequired } from "@/server/services/settings/creator-approval";
import { analyticsInput, contentAnalytics, revenueAnalytics, userAnalytics } from "@/server/services/analytics/admin-analytics";
import { getAdminDashboard } from "@/server/services/dashboard/get-admin-dashboard";
import { rateInput } from "@/lib/exchange-rate-input";
import { listExchangeRates, setExchangeRate } from "@/server/services/payments/exchange-rate";
import { getFinance, financeSchema } from "@/server/services/admin/finance/finance-ledger";
import { listRefunds, listRefundsSchema } from "@/server/services/admin/finance/list-refunds";
import { listTransactions, listTransactionsSchema } from "@/server/services/admin/finance/list-transactions";
import { getOrderAdmin, orderIdSchema } from "@/server/services/admin/orders/get-order-admin";
import { listOrdersAdmin, listOrdersAdminSchema } from "@/server/services/admin/orders/list-orders-admin";
import { adminCancelOrder, adminRefundOrder, extendOrderDeadline } from "@/server/services/admin/orders/order-actions";
import { adminCancelOrderSchema, adminRefundOrderSchema, extendDeadlineSchema } from "@/lib/admin/order-actions-input";
import { settleOwedRefund } from "@/server/services/payments/refund-payment";
import { settleOwedRefundInput } from "@/lib/payments/refund-input";
import { listPayoutsAdmin, listPayoutsAdminSchema } from "@/server/services/payouts/list-payouts-admin";
import { listAwaitingPayouts, markPayoutsPaid } from "@/server/services/payouts/admin-payouts";
import { markPaidInput } from "@/lib/payouts/mark-paid-input";
import { listCommissionRates, setCommission } from "@/server/services/settings/commission";
import { commissionInput } from "@/lib/commission-input";
import { adminProcedure, createTRPCRouter } from "../trpc";

/**
 * The operator console. Each procedure names the permission its service requires again (the services are
 * the real gate: REST adapters and jobs call them without tRPC); no permission = any admin.
 */
export const adminRouter = createTRPCRouter({
  dashboard: adminProcedure("analytics_view").query(({ ctx }) => getAdminDashboard({ db: ctx.db, actor: ctx.actor })),
  search: adminProcedure()
    .input(consoleSearchSchema)
    .query(({ ctx, input }) => searchConsole({ db: ctx.db, actor: ctx.actor, input })),
  systemStatus: adminProcedure().query(({ ctx }) => getSystemStatus({ db: ctx.db, actor: ctx.actor })),
  systemOverview: adminProcedure().query(({ ctx }) => getSystemOverview({ db: ctx.db, actor: ctx.actor })),

  users: adminProcedure("users_view")
    .input(listUsersSchema)
    .query(({ ctx, input }) => listUsers({ db: ctx.db, actor: ctx.actor, input })),
  user: adminProcedure("users_view")
    .input(userIdSchema)
    .query(({ ctx, input }) => getUserDetail({ db: ctx.db, actor: ctx.actor, input })),
  suspendUser: adminProcedure("users_edit")
    .input(suspendUserSchema)
    .mutation(({ ctx, input }) => suspendUser({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  reinstateUser: adminProcedure("users_edit")
    .input(reinstateUserSchema)
    .mutation(({ ctx, input }) => reinstateUser({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  forcePasswordReset: adminProcedure("users_edit")
    .input(forcePasswordResetSchema)
    .mutation(({ ctx, input }) => forcePasswordReset({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  grantAdminRole: adminProcedure("settings_edit")
    .input(grantAdminRoleSchema)
    .mutation(({ ctx, input }) => grantAdminRole({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  revokeAdminRole: adminProcedure("settings_edit")
    .input(revokeAdminRoleSchema)
    .mutation(({ ctx, input }) => revokeAdminRole({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  admins: adminProcedure("settings_edit").query(({ ctx }) => listAdmins({ db: ctx.db, actor: ctx.actor })),
  setAdminAccess: adminProcedure("settings_edit")
    .input(setAdminAccessSchema)
    .mutation(({ ctx, input }) => setAdminAccess({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),

  creators: adminProcedure("users_view")
    .input(listCreatorsAdminSchema)
    .query(({ ctx, input }) => listCreatorsAdmin({ db: ctx.db, actor: ctx.actor, input })),
  verifyCreator: adminProcedure("users_edit")
    .input(verifyCreatorSchema)
    .mutation(({ ctx, input }) => verifyCreator({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  approvals: adminProcedure("users_view")
    .input(listApprovalsSchema)
    .query(({ ctx, input }) => listCreatorApprovals({ db: ctx.db, actor: ctx.actor, input })),
  approveCreator: adminProcedure("users_edit")
    .input(approveCreatorSchema)
    .mutation(({ ctx, input }) => approveCreator({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  rejectCreator: adminProcedure("users_edit")
    .input(rejectCreatorSchema)
    .mutation(({ ctx, input }) => rejectCreator({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),

  exchangeRates: adminProcedure("finance_view").query(({ ctx }) => listExchangeRates({ db: ctx.db, actor: ctx.actor })),
  setExchangeRate: adminProcedure("payouts_process")
    .input(rateInput)
    .mutation(({ ctx, input }) => setExchangeRate({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),

  orders: adminProcedure("finance_view")
    .input(listOrdersAdminSchema)
    .query(({ ctx, input }) => listOrdersAdmin({ db: ctx.db, actor: ctx.actor, input })),
  order: adminProcedure("finance_view")
    .input(orderIdSchema)
    .query(({ ctx, input }) => getOrderAdmin({ db: ctx.db, actor: ctx.actor, input })),
  refundOrder: adminProcedure("payouts_process")
    .input(adminRefundOrderSchema)
    .mutation(({ ctx, input }) => adminRefundOrder({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  cancelOrder: adminProcedure("payouts_process")
    .input(adminCancelOrderSchema)
    .mutation(({ ctx, input }) => adminCancelOrder({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  extendOrderDeadline: adminProcedure("payouts_process")
    .input(extendDeadlineSchema)
    .mutation(({ ctx, input }) => extendOrderDeadline({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  refunds: adminProcedure("finance_view")
    .input(listRefundsSchema)
    .query(({ ctx, input }) => listRefunds({ db: ctx.db, actor: ctx.actor, input })),
  settleRefund: adminProcedure("payouts_process")
    .input(settleOwedRefundInput)
    .mutation(({ ctx, input }) => settleOwedRefund({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  transactions: adminProcedure("finance_view")
    .input(listTransactionsSchema)
    .query(({ ctx, input }) => listTransactions({ db: ctx.db, actor: ctx.actor, input })),
  payouts: adminProcedure("finance_view")
    .input(listPayoutsAdminSchema)
    .query(({ ctx, input }) => listPayoutsAdmin({ db: ctx.db, actor: ctx.actor, input })),
  /** /admin/payouts: MonCash payouts waiting to be sent by hand, and marking a sent batch paid. */
  awaitingPayouts: adminProcedure("payouts_process").query(({ ctx }) => listAwaitingPayouts({ db: ctx.db, actor: ctx.actor })),
  markPayoutsPaid: adminProcedure("payouts_process")
    .input(markPaidInput)
    .mutation(({ ctx, input }) => markPayoutsPaid({ db: ctx.db, actor: ctx.actor, input })),
  finance: adminProcedure("finance_view")
    .input(financeSchema)
    .query(({ ctx, input }) => getFinance({ db: ctx.db, actor: ctx.actor, input })),
  commissionRates: adminProcedure("finance_view").query(({ ctx }) => listCommissionRates({ db: ctx.db, actor: ctx.actor })),
  setCommission: adminProcedure("settings_edit")
    .input(commissionInput)
    .mutation(({ ctx, input }) => setCommission({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),
  creatorApprovalSetting: adminProcedure().query(({ ctx }) => getCreatorApprovalSetting({ db: ctx.db, actor: ctx.actor })),
  setCreatorApprovalRequired: adminProcedure("settings_edit")
    .input(creatorApprovalSettingInput)
    .mutation(({ ctx, input }) => setCreatorApprovalRequired({ db: ctx.db, actor: ctx.actor, input, request: auditRequest(ctx.headers) })),

  analyticsUsers: adminProcedure("analytics_view")
    .input(analyticsInput)
    .query(({ ctx, input }) => userAnalytics({ db: ctx.db, actor: ctx.actor, input })),
  analyticsRevenue: adminProcedure("analytics_view")
    .input(analyticsInput)
    .query(({ ctx, input }) => revenueAnalytics({ db: ctx.db, actor: ctx.actor, input })),
  analyticsContent: adminProcedure("analytics_view")
    .input(analyticsInput)
    .query(({ ctx, input }) => contentAnalytics({ db: ctx.db, actor: ctx.actor, input })),

  audit: adminProcedure("analytics_full")
    .input(listAuditSchema)
    .query(({ ctx, input }) => listAudit({ db: ctx.db, actor: ctx.actor, input })),
});
