import "server-only";
import { notFound } from "next/navigation";
import { adminRoutePermission, type AdminRoute } from "@/components/admin/admin-nav";
import type { Actor } from "./actor";
import { isAdminWith } from "./authorize";
import { guardPage } from "./guard";

/**
 * The guard of every console page: signed-out visitors go to sign in, other roles to their own home, and an
 * admin without the permission the page's sidebar line names gets the 404 page (as if it did not exist).
 * Pages below a sidebar route (a user's page under /admin/users) pass that route.
 */
export async function guardAdminPage(route: AdminRoute): Promise<Actor> {
  const actor = await guardPage({ requireRole: "admin" });
  const permission = adminRoutePermission(route);
  if (permission && !isAdminWith(actor, permission)) notFound();
  return actor;
}
