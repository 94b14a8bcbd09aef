import type { AdminKind, Mode, Role } from "@/server/db/schema";

/** The acting user as every service sees it: who they are and what they may do. */
export interface Actor {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  adminKind: AdminKind | null;
  permissions: string[];
  isCreator: boolean;
  currentMode: Mode;
  /** The server-side session this request came with (absent for actors built outside a request). */
  sessionId?: string;
}

/** Creators and fans flagged as creators may act as creators; admins never switch modes. */
export function canActAsCreator(actor: Pick<Actor, "role" | "isCreator">) {
  return actor.role === "creator" || (actor.role === "fan" && actor.isCreator);
}

/** Each account's own home: where a wrong-role visit and a sign-in without return path land. */
export function homePathFor(actor: Pick<Actor, "role" | "isCreator" | "currentMode">): string {
  if (actor.role === "admin") return "/admin/dashboard";
  return canActAsCreator(actor) && actor.currentMode === "creator" ? "/creator/dashboard" : "/fan/home";
}
