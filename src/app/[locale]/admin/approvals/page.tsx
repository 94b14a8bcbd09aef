import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { ApprovalActions } from "@/components/admin/approval-actions";
import { QueryNotice } from "@/components/admin/query-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { settleQuery } from "@/server/api/settle-query";
import { isAdminWith } from "@/server/auth/authorize";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";
import { filledParam } from "@/lib/page-search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.approvals");
  return { title: t("title") };
}

/** New creator profiles waiting for approval (or rejected), oldest first; admins holding users_edit approve or reject. */
export default async function AdminApprovalsPage({ searchParams }: PageProps<"/[locale]/admin/approvals">) {
  const actor = await guardAdminPage("/admin/approvals");
  const [query, t, tAdmin, locale, api] = await Promise.all([
    searchParams,
    getTranslations("admin.approvals"),
    getTranslations("admin"),
    getLocale() as Promise<Locale>,
    serverApi(),
  ]);
  const input = { status: filledParam(query.status), page: filledParam(query.page) ?? 1 };
  const result = await settleQuery(api.admin.approvals(input as Parameters<typeof api.admin.approvals>[0]));
  const mayDecide = isAdminWith(actor, "users_edit");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("title")} description={t("description")} />
      <form className="flex flex-col gap-3 rounded-xl border bg-background p-4 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="approvals-status">{t("status")}</Label>
          <OptionSelect
            id="approvals-status"
            name="status"
            defaultValue={typeof query.status === "string" ? query.status : "pending"}
            options={[
              { value: "pending", label: t("statuses.pending") },
              { value: "rejected", label: t("statuses.rejected") },
            ]}
          />
        </div>
        <Button type="submit">{tAdmin("users.apply")}</Button>
      </form>
      {!result.ok ? (
        <QueryNotice messageKey={result.messageKey} />
      ) : result.data.profiles.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t(result.data.status === "pending" ? "empty" : "emptyRejected")}</p>
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <ul className="divide-y" aria-label={t("title")}>
              {result.data.profiles.map((profile) => (
                <li key={profile.userId} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <Link href={`/admin/users/${profile.userId}`} className="truncate font-medium hover:underline">
                      {profile.displayName}
                    </Link>
                    <span className="truncate text-sm text-muted-foreground">
                      @{profile.handle} · {profile.email}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t("created", { date: formatDate(profile.createdAt, locale, { dateStyle: "medium", timeStyle: "short" }) })}
                    </span>
                    {profile.note ? <span className="text-sm">{t("noteShown", { note: profile.note })}</span> : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="outline">{t(`statuses.${profile.status}`)}</Badge>
                    <Link href={`/creator/${profile.userId}`} className="text-sm text-primary underline-offset-4 hover:underline">
                      {t("viewPage")}
                    </Link>
                    {mayDecide ? <ApprovalActions userId={profile.userId} name={profile.displayName} status={result.data.status} /> : null}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <AdminPager path="/admin/approvals" query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
        </>
      )}
    </div>
  );
}
