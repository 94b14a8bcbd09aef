import { getTranslations } from "next-intl/server";
import { AdminBreadcrumbs } from "@/components/admin/admin-breadcrumbs";
import { AdminDrawer } from "@/components/admin/admin-drawer";
import { navShows, visibleAdminNav } from "@/components/admin/admin-nav";
import { AdminProfileMenu } from "@/components/admin/admin-profile-menu";
import { AdminSidebar } from "@/components/admin/admin-sidebar";
import { ConsoleSearch } from "@/components/admin/console-search";
import type { ConsoleUser } from "@/components/admin/admin-user";
import { SystemStatusMenu } from "@/components/admin/system-status-menu";
import { LanguageMenu } from "@/components/layout/language-menu";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { ClientMessages } from "@/i18n/client-messages";
import { Link } from "@/i18n/navigation";
import { isAdminWith, ORDER_READ_PERMISSIONS } from "@/server/auth/authorize";
import { guardPage } from "@/server/auth/guard";

/**
 * The operator console's frame for every /admin page: the sidebar (a drawer on small screens) with the pages
 * this admin may open, and the top bar (breadcrumbs, search, language, system status, profile). Each page
 * still guards itself with `guardAdminPage`, since a layout is not rendered again on every navigation.
 */
export default async function AdminLayout({ children }: LayoutProps<"/[locale]/admin">) {
  const actor = await guardPage({ requireRole: "admin" });
  const t = await getTranslations("admin.shell");
  const nav = visibleAdminNav((permission) => isAdminWith(actor, permission));
  const user: ConsoleUser = { name: actor.name, email: actor.email, adminKind: actor.adminKind ?? "operations" };
  const searches = isAdminWith(actor, "users_view") || ORDER_READ_PERMISSIONS.some((permission) => isAdminWith(actor, permission));
  const settingsHref = navShows(nav, "/admin/settings") ? "/admin/settings" : null;
  return (
    <ClientMessages namespaces={["admin", "validation"]}>
      <div className="flex min-h-dvh bg-muted/30">
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-r bg-background p-4 lg:flex">
          <Link
            href="/admin/dashboard"
            className="rounded-md px-3 text-xl font-bold tracking-tight text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {t("title")}
          </Link>
          <AdminSidebar nav={nav} user={user} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-6">
            <AdminDrawer nav={nav} user={user} />
            <div className="hidden min-w-0 shrink lg:block">
              <AdminBreadcrumbs />
            </div>
            {searches ? (
              <div className="flex min-w-0 flex-1 justify-center px-1">
                <ConsoleSearch linksPeople={navShows(nav, "/admin/users")} linksOrders={navShows(nav, "/admin/orders")} />
              </div>
            ) : null}
            <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
              <LanguageMenu signedIn className="hidden sm:inline-flex" />
              <NotificationBell />
              <SystemStatusMenu />
              <AdminProfileMenu user={user} settingsHref={settingsHref} />
            </div>
          </header>
          <div className="border-b bg-background px-4 py-2 lg:hidden">
            <AdminBreadcrumbs />
          </div>
          <main id="main" className="flex-1">
            {children}
          </main>
        </div>
      </div>
    </ClientMessages>
  );
}
