/* Who may open which pages: shared by the server guard and its client mirror (pure functions only). */
import type { Actor } from "@/server/auth/actor";
import type { Role } from "@/server/db/schema";
import { canActAsCreator } from "./creator-rule";

type RoleHolder = Pick<Actor, "role" | "isCreator" | "currentMode">;

/** Each account's own home: where a wrong-role visit and a sign-in without return path land. */
export function homePathFor(actor: RoleHolder): string {
  if (actor.role === "admin") return "/admin/dashboard";
  return canActAsCreator(actor) && actor.currentMode === "creator" ? "/creator/dashboard" : "/fan/home";
}

/**
 * Whether an account may open pages meant for a role. Creator pages: creators and fans who are
 * also creators. Fan pages: everyone but admins (creators use them in fan mode). Admin pages: admins.
 */
export function actorHasRole(actor: RoleHolder, role: Role): boolean {
  if (role === "admin") return actor.role === "admin";
  if (role === "creator") return canActAsCreator(actor);
  return actor.role !== "admin";
}

export interface GuardOptions {
  /** Signed-out visitors are sent to sign in (default true). */
  requireAuth?: boolean;
  /** Signed-in accounts without one of these roles are sent to their own home. */
  requireRole?: Role | Role[];
  /** Where signed-out visitors go (unprefixed, default /login); the current path rides along as returnTo. */
  redirectTo?: string;
}

export type GuardOutcome = { allow: true } | { allow: false; redirectTo: string };

/**
 * The one access rule behind the server guard and its client mirror. `currentPath` is the page
 * asked for (with query); redirect targets are unprefixed paths for the caller to localise.
 */
export function decideAccess(
  actor: RoleHolder | null,
  { requireAuth = true, requireRole, redirectTo = "/login" }: GuardOptions,
  currentPath: string | null,
): GuardOutcome {
  if (!actor) {
    if (!requireAuth) return { allow: true };
    const query = currentPath ? `?${new URLSearchParams({ returnTo: currentPath })}` : "";
    return { allow: false, redirectTo: `${redirectTo}${query}` };
  }
  const roles = requireRole === undefined ? [] : [requireRole].flat();
  if (roles.length > 0 && !roles.some((role) => actorHasRole(actor, role))) {
    return { allow: false, redirectTo: homePathFor(actor) };
  }
  return { allow: true };
}
