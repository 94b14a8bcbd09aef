"use client";

import { ChevronRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { adminNavItemFor } from "./admin-nav";

/**
 * Breadcrumbs from the path: Admin, then each part of the path that is a console page (by its sidebar label),
 * then "Details" for what lies below one (a user's page under User Management). The last crumb is the page.
 */
export function AdminBreadcrumbs() {
  const t = useTranslations("admin");
  const path = usePathname();
  const crumbs: { href: string; label: string }[] = [{ href: "/admin/dashboard", label: t("breadcrumbs.admin") }];
  const parts = path.split("/").filter(Boolean);
  for (let depth = 2; depth <= parts.length; depth++) {
    const href = `/${parts.slice(0, depth).join("/")}`;
    const item = adminNavItemFor(href);
    if (item?.route === href) {
      if (href !== "/admin/dashboard") crumbs.push({ href, label: t(`nav.items.${item.key}`) });
    } else if (item && depth === parts.length) {
      crumbs.push({ href, label: t("breadcrumbs.details") });
    }
  }
  return (
    <nav aria-label={t("breadcrumbs.label")} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRightIcon aria-hidden className="size-4 shrink-0" /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="truncate rounded-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
