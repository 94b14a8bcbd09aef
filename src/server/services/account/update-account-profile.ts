import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { updateAccountProfileInput } from "@/lib/account/account-input";
import { mediaFileUrl } from "@/lib/media/renditions";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { media, profiles, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";


/**
 * The signed-in person's own name and photo. The photo is one of their own finished avatar uploads
 * (its type checked from its bytes by the uploads); anyone else's upload, or another kind, is refused.
 */
export async function updateAccountProfile({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof updateAccountProfileInput> }) {
  const me = requireActor(actor);
  const { name, avatarMediaId } = parseInput(updateAccountProfileInput, input);
  let avatarUrl: string | null | undefined;
  if (avatarMediaId === null) avatarUrl = null;
  else if (avatarMediaId) {
    const [upload] = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.id, avatarMediaId), eq(media.ownerId, me.id), eq(media.kind, "avatar"), eq(media.status, "ready")));
    if (!upload) throw new AppError("VALIDATION", "errors.validation", { avatarMediaId: "validation.accountPhoto" });
    avatarUrl = mediaFileUrl(upload.id, "original");
  }
  return db.transaction(async (tx) => {
    await tx.update(users).set({ name }).where(eq(users.id, me.id));
    const [row] = await tx
      .update(profiles)
      .set({ ...(avatarUrl !== undefined ? { avatarUrl } : {}), updatedAt: sql`now()` })
      .where(eq(profiles.id, me.id))
      .returning({ avatarUrl: profiles.avatarUrl });
    return { name, avatarUrl: row?.avatarUrl ?? null };
  });
}
