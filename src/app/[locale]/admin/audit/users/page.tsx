import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditLogView } from "../audit-log-view";
import { guardAdminPage } from "@/server/auth/guard-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.audit");
  return { title: t("userActivity") };
}

export default async function AdminUserActivityPage({ searchParams }: PageProps<"/[locale]/admin/audit/users">) {
  await guardAdminPage("/admin/audit/users");
  return <AuditLogView path="/admin/audit/users" query={await searchParams} category="users" />;
}
