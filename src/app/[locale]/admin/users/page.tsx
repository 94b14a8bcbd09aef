import type { Metadata } from "next";
import { FilterSelect } from "@/components/admin/filter-form";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { QueryNotice } from "@/components/admin/query-notice";
import { settleQuery } from "@/server/api/settle-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { ROLES } from "@/server/db/schema";
import { USER_STATES } from "@/server/services/admin/list-users";
import { serverApi } from "@/trpc/server";
import { filledParam } from "@/lib/page-search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.users");
  return { title: t("title") };
}

/** User Management: accounts searched by name or e-mail, filtered by role and state, 20 a page. */
export default async function AdminUsersPage({ searchParams }: PageProps<"/[locale]/admin/users">) {
  await guardAdminPage("/admin/users");
  const [query, t, locale, api] = await Promise.all([searchParams, getTranslations("admin"), getLocale() as Promise<Locale>, serverApi()]);
  const input = { q: filledParam(query.q), role: filledParam(query.role), state: filledParam(query.state), page: filledParam(query.page) ?? 1 };
  const result = await settleQuery(api.admin.users(input as Parameters<typeof api.admin.users>[0]));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("users.title")} description={t("users.description")} />
      <form role="search" className="grid gap-3 rounded-xl border bg-background p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="users-q">{t("users.search")}</Label>
          <Input id="users-q" name="q" type="search" defaultValue={typeof query.q === "string" ? query.q : ""} placeholder={t("users.searchPlaceholder")} />
        </div>
        <FilterSelect
          id="users-role"
          name="role"
          label={t("users.role")}
          defaultValue={typeof query.role === "string" ? query.role : ""}
          allLabel={t("users.allRoles")}
          options={ROLES.map((role) => ({ value: role, label: t(`roleNames.${role}`) }))}
        />
        <FilterSelect
          id="users-state"
          name="state"
          label={t("users.state")}
          defaultValue={typeof query.state === "string" ? query.state : ""}
          allLabel={t("users.allStates")}
          options={USER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
        />
        <Button type="submit">{t("users.apply")}</Button>
      </form>
      {!result.ok ? (
        <QueryNotice messageKey={result.messageKey} />
      ) : result.data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("users.empty")}</p>
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <ul className="divide-y">
              {result.data.users.map((user) => (
                <li key={user.id}>
                  <Link
                    href={`/admin/users/${user.id}`}
                    className="flex flex-col gap-1 px-4 py-3 outline-none hover:bg-muted/60 focus-visible:bg-muted sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-medium">{user.name ?? user.email}</span>
                      <span className="truncate text-sm text-muted-foreground">{user.email}</span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline">{user.adminKind ? t(`kinds.${user.adminKind}`) : t(`roleNames.${user.role}`)}</Badge>
                      {user.suspendedAt ? <Badge className="bg-destructive text-white">{t("states.suspended")}</Badge> : null}
                      <span className="text-xs text-muted-foreground">{t("users.joined", { date: formatDate(user.createdAt, locale) })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <AdminPager path="/admin/users" query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
        </>
      )}
    </div>
  );
}
