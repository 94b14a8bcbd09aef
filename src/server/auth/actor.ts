import { canActAsCreator } from "@/lib/creator-rule";
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
}

/** Each account's own home: where a wrong-role visit and a sign-in without return path land. */
export function homePathFor(actor: Pick<Actor, "role" | "isCreator" | "currentMode">): string {
  if (actor.role === "admin") return "/admin/dashboard";
  return canActAsCreator(actor) && actor.currentMode === "creator" ? "/creator/dashboard" : "/fan/home";
}
