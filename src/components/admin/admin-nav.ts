import type { Permission } from "@/server/auth/permissions";

/**
 * The admin sidebar, in one place: each page of the console is one line here (its route, its label key under
 * `admin.nav.items`, and the permission it needs; null = any admin). The sidebar, the breadcrumbs and the page
 * guard (`guardAdminPage(route)`) all read this list, so a page plugs in by adding its line and calling
 * `guardAdminPage` with its route. Only routes whose pages exist are listed (the spec's list is longer).
 * Groups come in the spec's order (Users and Finance open at first); a group with no visible item is not shown.
 */
const ADMIN_NAV = [
  {
    id: "overview",
    defaultOpen: true,
    items: [{ route: "/admin/dashboard", key: "dashboard", permission: null }],
  },
  {
    id: "users",
    defaultOpen: true,
    items: [
      { route: "/admin/users", key: "users", permission: "users_view" },
      { route: "/admin/creators", key: "creators", permission: "users_view" },
      { route: "/admin/approvals", key: "approvals", permission: "users_view" },
      { route: "/admin/roles", key: "roles", permission: "settings_edit" },
    ],
  },
  {
    id: "content",
    defaultOpen: false,
    items: [
      { route: "/admin/videos", key: "videos", permission: "content_moderate" },
      { route: "/admin/moderation", key: "moderation", permission: "content_moderate" },
      { route: "/admin/reviews", key: "reviews", permission: "content_moderate" },
    ],
  },
  {
    id: "finance",
    defaultOpen: true,
    items: [
      { route: "/admin/orders", key: "orders", permission: "finance_view" },
      { route: "/admin/refunds", key: "refunds", permission: "finance_view" },
      { route: "/admin/transactions", key: "transactions", permission: "finance_view" },
      { route: "/admin/finance", key: "finance", permission: "finance_view" },
      { route: "/admin/payouts", key: "payouts", permission: "finance_view" },
    ],
  },
  {
    id: "analytics",
    defaultOpen: false,
    items: [
      { route: "/admin/analytics", key: "analytics", permission: "analytics_view" },
      { route: "/admin/analytics/users", key: "analyticsUsers", permission: "analytics_view" },
      { route: "/admin/analytics/revenue", key: "analyticsRevenue", permission: "analytics_view" },
      { route: "/admin/analytics/content", key: "analyticsContent", permission: "analytics_view" },
    ],
  },
  {
    id: "platform",
    defaultOpen: false,
    items: [{ route: "/admin/settings", key: "settings", permission: null }],
  },
  {
    id: "audit",
    defaultOpen: false,
    items: [
      { route: "/admin/audit", key: "systemLogs", permission: "analytics_full" },
      { route: "/admin/audit/users", key: "userActivity", permission: "analytics_full" },
      { route: "/admin/audit/security", key: "securityEvents", permission: "analytics_full" },
    ],
  },
] as const satisfies readonly AdminNavGroupShape[];

interface AdminNavGroupShape {
  id: string;
  defaultOpen: boolean;
  items: readonly { route: `/admin/${string}`; key: string; permission: Permission | null }[];
}

type AdminNavGroup = (typeof ADMIN_NAV)[number];
type AdminGroupId = AdminNavGroup["id"];
export type AdminNavItem = AdminNavGroup["items"][number];
export type AdminRoute = AdminNavItem["route"];

const ALL_ITEMS: readonly AdminNavItem[] = (ADMIN_NAV as readonly AdminNavGroupShape[]).flatMap((group) => group.items as readonly AdminNavItem[]);

/** The permission a console page needs (null: any admin). */
export function adminRoutePermission(route: AdminRoute): Permission | null {
  return ALL_ITEMS.find((item) => item.route === route)?.permission ?? null;
}

/** The sidebar one admin sees: items whose permission `can` grants, groups left with at least one item. */
export function visibleAdminNav(can: (permission: Permission) => boolean) {
  return ADMIN_NAV.map((group) => ({
    id: group.id as AdminGroupId,
    defaultOpen: group.defaultOpen,
    items: (group.items as readonly AdminNavItem[]).filter((item) => item.permission === null || can(item.permission)),
  })).filter((group) => group.items.length > 0);
}
export type VisibleAdminNav = ReturnType<typeof visibleAdminNav>;

/** Whether `route` is among the pages this admin's sidebar shows (for links outside the sidebar). */
export function navShows(nav: VisibleAdminNav, route: string): boolean {
  return nav.some((group) => group.items.some((item) => item.route === route));
}

/** The nav item a path belongs to (its own route or the closest parent route), for breadcrumbs and highlighting. */
export function adminNavItemFor(path: string): AdminNavItem | null {
  let best: AdminNavItem | null = null;
  for (const item of ALL_ITEMS) {
    if ((path === item.route || path.startsWith(`${item.route}/`)) && item.route.length > (best?.route.length ?? 0)) {
      best = item;
    }
  }
  return best;
}
