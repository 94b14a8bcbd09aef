import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditLogView } from "../audit-log-view";
import { guardAdminPage } from "@/server/auth/guard-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.audit");
  return { title: t("securityEvents") };
}

export default async function AdminSecurityEventsPage({ searchParams }: PageProps<"/[locale]/admin/audit/security">) {
  await guardAdminPage("/admin/audit/security");
  return <AuditLogView path="/admin/audit/security" query={await searchParams} category="security" />;
}
