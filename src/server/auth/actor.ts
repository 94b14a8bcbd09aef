import "server-only";
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
