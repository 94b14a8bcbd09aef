import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditLogView } from "./audit-log-view";
import { guardAdminPage } from "@/server/auth/guard-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.audit");
  return { title: t("title") };
}

export default async function AdminAuditPage({ searchParams }: PageProps<"/[locale]/admin/audit">) {
  await guardAdminPage("/admin/audit");
  return <AuditLogView path="/admin/audit" query={await searchParams} />;
}
