import { describe, expect, it } from "vitest";
import { adminNavItemFor, adminRoutePermission, navShows, visibleAdminNav } from "./admin-nav";

const routes = (nav: ReturnType<typeof visibleAdminNav>) => nav.flatMap((group) => group.items.map((item) => item.route));

describe("the admin sidebar", () => {
  it("shows a super admin every page, Users open at first", () => {
    const nav = visibleAdminNav(() => true);
    expect(routes(nav)).toEqual(expect.arrayContaining(["/admin/users", "/admin/roles", "/admin/audit", "/admin/audit/security"]));
    expect(nav.find((group) => group.id === "users")?.defaultOpen).toBe(true);
  });

  it("hides Roles & Permissions without settings_edit and the audit pages without analytics_full, and empty groups", () => {
    const moderator = visibleAdminNav((permission) => permission === "content_moderate" || permission === "users_view");
    expect(navShows(moderator, "/admin/users")).toBe(true);
    expect(navShows(moderator, "/admin/roles")).toBe(false);
    expect(moderator.some((group) => group.id === "audit")).toBe(false);
    expect(moderator.every((group) => group.items.length > 0)).toBe(true);
  });

  it("names each page's permission and finds the item of a page below a route", () => {
    expect(adminRoutePermission("/admin/roles")).toBe("settings_edit");
    expect(adminRoutePermission("/admin/dashboard")).toBeNull();
    expect(adminNavItemFor("/admin/users/abc")?.route).toBe("/admin/users");
    expect(adminNavItemFor("/admin/audit/users")?.route).toBe("/admin/audit/users");
    expect(adminNavItemFor("/fan/home")).toBeNull();
  });
});
