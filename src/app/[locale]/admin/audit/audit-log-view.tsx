import { DownloadIcon } from "lucide-react";
import { FilterSelect } from "@/components/admin/filter-form";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { AUDIT_CATEGORIES, type AuditCategory } from "@/server/audit/write-audit";
import { SEVERITIES } from "@/server/db/schema";
import { AUDIT_RANGES } from "@/server/services/admin/list-audit";
import { serverApi } from "@/trpc/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { auditActionText } from "@/components/admin/audit-action-text";
import { AuditEntryDialog } from "@/components/admin/audit-entry-dialog";
import { QueryNotice } from "@/components/admin/query-notice";
import { settleQuery } from "@/server/api/settle-query";
import { AUDIT_FILTERS } from "@/lib/admin/list-filters";
import { type PageSearchParams, filledParam, filledParams, pageSearchParams, searchParam, withFilters } from "@/lib/page-search-params";

/**
 * The audit log (screen 15): search, time range, category, severity and outcome filters in the address,
 * 25 entries a page, each opening its details. System Logs shows every category; User Activity and
 * Security Events are the same view held to one category.
 */
export async function AuditLogView({ path, query, category }: { path: string; query: PageSearchParams; category?: AuditCategory }) {
  const [t, tAudit, locale, api] = await Promise.all([getTranslations("admin"), getTranslations("admin.audit"), getLocale() as Promise<Locale>, serverApi()]);
  const filters = filledParams(pageSearchParams(query), AUDIT_FILTERS);
  const input = { ...filters, category: category ?? filters.category, page: filledParam(query.page) ?? 1 };
  const result = await settleQuery(api.admin.audit(input as Parameters<typeof api.admin.audit>[0]));
  const value = (key: string) => searchParam(query[key]) ?? "";
  const title = category === "users" ? "audit.userActivity" : category === "security" ? "audit.securityEvents" : "audit.title";
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t(title)} description={t("audit.description")}>
        <Button asChild variant="outline">
          <a href={withFilters("/api/admin/audit/export", { ...filters, category: input.category })} download>
            <DownloadIcon aria-hidden />
            {t("audit.export")}
          </a>
        </Button>
      </AdminPageHeader>
      <form role="search" className="grid gap-3 rounded-xl border bg-background p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto_auto] lg:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-q">{t("audit.search")}</Label>
          <Input id="audit-q" name="q" type="search" defaultValue={value("q")} placeholder={t("audit.searchPlaceholder")} />
        </div>
        <FilterSelect
          id="audit-range"
          name="range"
          label={t("audit.range")}
          defaultValue={value("range") || "7d"}
          options={Object.keys(AUDIT_RANGES).map((range) => ({ value: range, label: t(`audit.ranges.${range as keyof typeof AUDIT_RANGES}`) }))}
        />
        {category ? null : (
          <FilterSelect
            id="audit-category"
            name="category"
            label={t("audit.category")}
            defaultValue={value("category")}
            allLabel={t("audit.all")}
            options={AUDIT_CATEGORIES.map((item) => ({ value: item, label: t(`audit.categories.${item}`) }))}
          />
        )}
        <FilterSelect
          id="audit-severity"
          name="severity"
          label={t("audit.severity")}
          defaultValue={value("severity")}
          allLabel={t("audit.all")}
          options={SEVERITIES.map((item) => ({ value: item, label: t(`audit.severities.${item}`) }))}
        />
        <FilterSelect
          id="audit-success"
          name="success"
          label={t("audit.outcome")}
          defaultValue={value("success")}
          allLabel={t("audit.all")}
          options={[
            { value: "true", label: t("audit.succeeded") },
            { value: "false", label: t("audit.failed") },
          ]}
        />
        <Button type="submit">{t("users.apply")}</Button>
      </form>
      {!result.ok ? (
        <QueryNotice messageKey={result.messageKey} />
      ) : result.data.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("audit.empty")}</p>
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <ul className="divide-y">
              {result.data.entries.map((entry) => {
                const when = formatDate(entry.createdAt, locale, { dateStyle: "medium", timeStyle: "medium" });
                const actor = entry.actorEmail ? (entry.actorName ? `${entry.actorName} · ${entry.actorEmail}` : entry.actorEmail) : t("audit.system");
                return (
                  <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                    <div className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium">{auditActionText(entry.action, tAudit)}</span>
                      <span className="truncate text-sm text-muted-foreground">
                        {actor} · {when}
                      </span>
                      {entry.details ? <span className="truncate text-sm">{entry.details}</span> : null}
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline">{t(`audit.categories.${entry.category as AuditCategory}`)}</Badge>
                      <Badge variant={entry.severity === "high" || entry.severity === "critical" ? "default" : "outline"}>
                        {t(`audit.severities.${entry.severity}`)}
                      </Badge>
                      {entry.success ? null : <Badge className="bg-destructive text-white">{t("audit.failed")}</Badge>}
                      <AuditEntryDialog
                        entry={{
                          when,
                          actor,
                          actorRole: entry.actorRole,
                          action: entry.action,
                          category: entry.category,
                          resource: entry.resource,
                          resourceId: entry.resourceId,
                          details: entry.details,
                          severity: entry.severity,
                          success: entry.success,
                          ipAddress: entry.ipAddress,
                          userAgent: entry.userAgent,
                          metadata: entry.metadata ? JSON.stringify(entry.metadata, null, 2) : null,
                        }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
          <AdminPager path={path} query={query} page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} />
        </>
      )}
    </div>
  );
}
