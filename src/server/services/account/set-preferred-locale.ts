import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { setPreferredLocaleInput } from "@/lib/account/account-input";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { profiles } from "@/server/db/schema";
import { parseInput } from "@/server/errors";

/** Saves the language the signed-in user chose, so e-mails and later visits use it. */
export async function setPreferredLocale({ db, actor, input }: { db: Db; actor: Actor; input: z.input<typeof setPreferredLocaleInput> }) {
  const { locale } = parseInput(setPreferredLocaleInput, input);
  await db.update(profiles).set({ preferredLocale: locale, updatedAt: new Date() }).where(eq(profiles.id, actor.id));
  return { locale };
}
