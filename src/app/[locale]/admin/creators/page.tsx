import type { Metadata } from "next";
import { FilterSelect } from "@/components/admin/filter-form";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { QueryNotice } from "@/components/admin/query-notice";
import { settleQuery } from "@/server/api/settle-query";
import { VerifyCreatorAction } from "@/components/admin/verify-creator-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/i18n/navigation";
import { isAdminWith } from "@/server/auth/authorize";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";
import { filledParam } from "@/lib/page-search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.creators");
  return { title: t("title") };
}

/** Creators with their verification state; admins holding users_edit verify or unverify with a note. */
export default async function AdminCreatorsPage({ searchParams }: PageProps<"/[locale]/admin/creators">) {
  const actor = await guardAdminPage("/admin/creators");
  const [query, t, api] = await Promise.all([searchParams, getTranslations("admin"), serverApi()]);
  const input = { q: filledParam(query.q), verification: filledParam(query.verification), page: filledParam(query.page) ?? 1 };
  const result = await settleQuery(api.admin.creators(input as Parameters<typeof api.admin.creators>[0]));
  const mayVerify = isAdminWith(actor, "users_edit");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("creators.title")} description={t("creators.description")} />
      <form role="search" className="grid gap-3 rounded-xl border bg-background p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="creators-q">{t("users.search")}</Label>
          <Input id="creators-q" name="q" type="search" defaultValue={typeof query.q === "string" ? query.q : ""} placeholder={t("creators.searchPlaceholder")} />
        </div>
        <FilterSelect
          id="creators-verification"
          name="verification"
          label={t("creators.verification")}
          defaultValue={typeof query.verification === "string" ? query.verification : ""}
          allLabel={t("creators.all")}
          options={[
            { value: "verified", label: t("creators.verified") },
            { value: "unverified", label: t("creators.unverified") },
          ]}
        />
        <Button type="submit">{t("users.apply")}</Button>
      </form>
      {!result.ok ? (
        <QueryNotice messageKey={result.messageKey} />
      ) : result.data.creators.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("creators.empty")}</p>
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <ul className="divide-y">
              {result.data.creators.map((creator) => (
                <li key={creator.userId} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <Link href={`/admin/users/${creator.userId}`} className="truncate font-medium hover:underline">
                      {creator.displayName}
                    </Link>
                    <span className="truncate text-sm text-muted-foreground">
                      @{creator.handle} · {creator.email}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={creator.verified ? "default" : "outline"}>{t(creator.verified ? "creators.verified" : "creators.unverified")}</Badge>
                    {creator.suspendedAt ? <Badge className="bg-destructive text-white">{t("states.suspended")}</Badge> : null}
                    {!creator.listed ? <Badge variant="outline">{t("creators.notListed")}</Badge> : null}
                    {mayVerify ? <VerifyCreatorAction userId={creator.userId} name={creator.displayName} verified={creator.verified} /> : null}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <AdminPager path="/admin/creators" query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
        </>
      )}
    </div>
  );
}
