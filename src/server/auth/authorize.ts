import "server-only";
import { canActAsCreator } from "@/lib/creator-rule";
import { AppError } from "@/server/errors";
import type { Actor } from "./actor";
import { hasPermission, type Permission } from "./permissions";
import { requireActor } from "./require-actor";

/**
 * The one vocabulary of who may do what. tRPC's procedure tiers use it, and so does every service: REST
 * adapters and jobs call services without tRPC's middleware, so the services are the real gate.
 */

/** An admin holding `permission` (super_admin holds every one). */
export function isAdminWith(actor: Actor | null, permission: Permission): boolean {
  return actor?.role === "admin" && hasPermission(actor, permission);
}

/** A signed-in admin of any kind (the console's frame: its search, its status); anyone else is FORBIDDEN. */
export function requireAdmin(actor: Actor | null): Actor {
  const admin = requireActor(actor);
  if (admin.role !== "admin") throw new AppError("FORBIDDEN", "errors.forbidden");
  return admin;
}

/** A signed-in admin holding `permission`; anyone else is FORBIDDEN (a guest UNAUTHENTICATED). */
export function requirePermission(actor: Actor | null, permission: Permission): Actor {
  const admin = requireActor(actor);
  if (!isAdminWith(admin, permission)) throw new AppError("FORBIDDEN", "errors.forbidden");
  return admin;
}

/** A signed-in account that may act as a creator (its own creator side); others are FORBIDDEN. */
export function requireCreator(actor: Actor | null, messageKey = "errors.forbidden"): Actor {
  const creator = requireActor(actor);
  if (!canActAsCreator(creator)) throw new AppError("FORBIDDEN", messageKey);
  return creator;
}

/** Admin permissions that open any order (a video request or call) to read: money and moderation work. */
export const ORDER_READ_PERMISSIONS = ["finance_view", "content_moderate"] as const satisfies readonly Permission[];

/** An order is read by its fan, its creator, and admins holding one of ORDER_READ_PERMISSIONS. */
export function canReadOrder(actor: Actor | null, order: { fanId: string; creatorId: string }): boolean {
  if (!actor) return false;
  if (actor.id === order.fanId || actor.id === order.creatorId) return true;
  return ORDER_READ_PERMISSIONS.some((permission) => isAdminWith(actor, permission));
}
