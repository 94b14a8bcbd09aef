import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminAccessEditor } from "@/components/admin/admin-access-editor";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { PERMISSIONS } from "@/server/auth/permissions";
import { ADMIN_KINDS } from "@/server/db/schema";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.roles");
  return { title: t("title") };
}

/** Roles & Permissions (settings_edit): each admin's kind and extra grants; one's own access is not editable here. */
export default async function AdminRolesPage() {
  const actor = await guardAdminPage("/admin/roles");
  const [t, api] = await Promise.all([getTranslations("admin"), serverApi()]);
  const admins = await api.admin.admins();
  // Only a super admin makes or unmakes a super admin.
  const kinds = actor.adminKind === "super_admin" ? ADMIN_KINDS : ADMIN_KINDS.filter((kind) => kind !== "super_admin");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
      <AdminPageHeader title={t("roles.title")} description={t("roles.description")} />
      <div className="flex flex-col gap-4">
        {admins.map((admin) => (
          <Card key={admin.id}>
            <CardHeader>
              <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                {admin.name ?? admin.email}
                <Badge variant="outline">{t(`kinds.${admin.adminKind!}`)}</Badge>
              </CardTitle>
              <p className="text-sm text-muted-foreground">{admin.email}</p>
            </CardHeader>
            <CardContent>
              {admin.id === actor.id ? (
                <p className="text-sm text-muted-foreground">{t("roles.yourself")}</p>
              ) : admin.adminKind === "super_admin" && actor.adminKind !== "super_admin" ? (
                <p className="text-sm text-muted-foreground">{t("roles.superAdminOnly")}</p>
              ) : (
                <AdminAccessEditor
                  userId={admin.id}
                  adminKind={admin.adminKind!}
                  permissions={admin.permissions}
                  kinds={kinds}
                  allPermissions={PERMISSIONS}
                />
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
