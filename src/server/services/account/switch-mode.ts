import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { canActAsCreator } from "@/lib/creator-rule";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { MODES, profiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";

export const switchModeInput = z.object({ mode: z.enum(MODES, { message: "validation.mode" }) });

/** Where each mode lands after a switch (unprefixed; the client adds the locale). */
const MODE_HOME = { fan: "/fan/home", creator: "/creator/dashboard" } as const;

/**
 * Moves a creator, or a fan who is also a creator, between fan and creator mode.
 * Admins never switch; a plain fan may not enter creator mode.
 */
export async function switchMode({ db, actor, input }: { db: Db; actor: Actor; input: z.input<typeof switchModeInput> }) {
  const { mode } = parseInput(switchModeInput, input);
  if (actor.role === "admin" || !canActAsCreator(actor)) throw new AppError("FORBIDDEN", "errors.modeSwitchNotAllowed");
  await db.update(profiles).set({ currentMode: mode, updatedAt: new Date() }).where(eq(profiles.id, actor.id));
  return { success: true as const, mode, redirectUrl: MODE_HOME[mode] };
}
