import "server-only";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  return actor;
}
