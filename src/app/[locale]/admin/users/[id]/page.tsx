import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { adminRoutePermission } from "@/components/admin/admin-nav";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { QueryNotice } from "@/components/admin/query-notice";
import { settleQuery } from "@/server/api/settle-query";
import { AdminRoleAction } from "@/components/admin/admin-role-action";
import { UserActions } from "@/components/admin/user-actions";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { isAdminWith } from "@/server/auth/authorize";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { ADMIN_KINDS } from "@/server/db/schema";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.user");
  return { title: t("title") };
}

/** One account: profile, role and permissions, creator profile, newest orders and subscriptions, and the actions. */
export default async function AdminUserPage({ params }: PageProps<"/[locale]/admin/users/[id]">) {
  const actor = await guardAdminPage("/admin/users");
  const ordersPermission = adminRoutePermission("/admin/orders");
  const linksOrders = ordersPermission === null || isAdminWith(actor, ordersPermission);
  const [{ id }, t, locale, api] = await Promise.all([params, getTranslations("admin"), getLocale() as Promise<Locale>, serverApi()]);
  const result = await settleQuery(api.admin.user({ userId: id }));
  if (!result.ok) return <QueryNotice messageKey={result.messageKey} />;
  const user = result.data;
  const mayAct = isAdminWith(actor, "users_edit") && user.id !== actor.id && (user.role !== "admin" || actor.adminKind === "super_admin");
  // The admin role: given to fans (creators keep their page), taken back from admins; super admins by super admins.
  const mayChangeRole =
    isAdminWith(actor, "settings_edit") &&
    user.id !== actor.id &&
    (user.role === "admin" ? user.adminKind !== "super_admin" || actor.adminKind === "super_admin" : user.role === "fan" && !user.isCreator && !user.suspendedAt);
  const grantableKinds = ADMIN_KINDS.filter((kind) => kind !== "super_admin" || actor.adminKind === "super_admin");
  const date = (value: Date) => formatDate(value, locale);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={user.name ?? user.email} description={user.email}>
        <div className="flex flex-wrap gap-2">
          {mayAct ? <UserActions userId={user.id} suspended={Boolean(user.suspendedAt)} /> : null}
          {mayChangeRole ? <AdminRoleAction userId={user.id} isAdmin={user.role === "admin"} kinds={grantableKinds} /> : null}
        </div>
      </AdminPageHeader>
      {user.suspendedAt ? (
        <p role="status" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <strong>{t("user.suspendedSince", { date: date(user.suspendedAt) })}</strong> {user.suspensionReason}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("user.profile")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t("users.role")}</dt>
              <dd className="flex flex-wrap gap-1">
                <Badge variant="outline">{t(`roleNames.${user.role}`)}</Badge>
                {user.adminKind ? <Badge variant="outline">{t(`kinds.${user.adminKind}`)}</Badge> : null}
                {user.isCreator && user.role === "fan" ? <Badge variant="outline">{t("user.alsoCreator")}</Badge> : null}
              </dd>
              {user.role === "admin" ? (
                <>
                  <dt className="text-muted-foreground">{t("user.extraPermissions")}</dt>
                  <dd>{user.permissions.length ? user.permissions.map((p) => t(`permissions.${p}` as never)).join(", ") : t("user.none")}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t("users.state")}</dt>
              <dd>{t(user.suspendedAt ? "states.suspended" : "states.active")}</dd>
              <dt className="text-muted-foreground">{t("user.joined")}</dt>
              <dd>{date(user.createdAt)}</dd>
              <dt className="text-muted-foreground">{t("user.emailConfirmed")}</dt>
              <dd>{user.emailVerified ? date(user.emailVerified) : t("user.no")}</dd>
              <dt className="text-muted-foreground">{t("user.language")}</dt>
              <dd>{user.preferredLocale.toUpperCase()}</dd>
              <dt className="text-muted-foreground">{t("user.sessions")}</dt>
              <dd>{t("user.openSessions", { count: user.openSessions })}</dd>
            </dl>
          </CardContent>
        </Card>
        {user.creator ? (
          <Card>
            <CardHeader>
              <CardTitle>{t("user.creatorProfile")}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t("creators.name")}</dt>
                <dd>{user.creator.displayName}</dd>
                <dt className="text-muted-foreground">{t("creators.handle")}</dt>
                <dd>@{user.creator.handle}</dd>
                <dt className="text-muted-foreground">{t("creators.verification")}</dt>
                <dd>{t(user.creator.verified ? "creators.verified" : "creators.unverified")}</dd>
                <dt className="text-muted-foreground">{t("creators.listing")}</dt>
                <dd>{t(user.creator.listed ? "creators.listed" : "creators.notListed")}</dd>
              </dl>
              {user.creator.listed ? (
                <Link href={`/creator/${user.id}`} className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
                  {t("user.viewCreatorPage")}
                </Link>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
      </div>
      <Card id="orders">
        <CardHeader>
          <CardTitle>{t("user.orders")}</CardTitle>
        </CardHeader>
        <CardContent>
          {user.orders.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("user.noOrders")}</p>
          ) : (
            <ul className="divide-y text-sm">
              {user.orders.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  {linksOrders ? (
                    <Link href={`/admin/orders/${order.id}`} className="font-mono underline-offset-4 hover:underline">
                      {order.orderNumber}
                    </Link>
                  ) : (
                    <span className="font-mono">{order.orderNumber}</span>
                  )}
                  <span className="text-muted-foreground">{t(order.asFan ? "user.asFan" : "user.asCreator")}</span>
                  <span>{t(`orderStatus.${order.status}`)}</span>
                  <span className="tabular-nums">{formatMoney(money(order.amountCents, order.currency), locale)}</span>
                  <span className="text-muted-foreground">{date(order.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("user.subscriptions")}</CardTitle>
        </CardHeader>
        <CardContent>
          {user.subscriptions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("user.noSubscriptions")}</p>
          ) : (
            <ul className="divide-y text-sm">
              {user.subscriptions.map((subscription) => (
                <li key={subscription.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>{t(`subscriptionStatus.${subscription.status}`)}</span>
                  <span className="text-muted-foreground">{date(subscription.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
