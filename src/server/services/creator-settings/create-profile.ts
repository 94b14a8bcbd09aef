import "server-only";
import { requireCreator } from "@/server/auth/authorize";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorProfiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { isUniqueViolation } from "@/server/services/account/create-account";
import { createProfileInput } from "@/lib/creator-settings-input";
import { isCreatorApprovalRequired } from "@/server/services/settings/creator-approval";

/** A handle from the display name (lower case, no accents, dashes) with a short random tail, as the schema allows. */
function handleFor(displayName: string): string {
  const base = displayName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 30);
  return `${base.length >= 2 ? base : "creator"}-${randomBytes(3).toString("hex")}`;
}

/**
 * The public creator profile of a creator account that has none yet (a new sign-up): the rest is then
 * edited on the settings tabs. Only for the creator themself; a second profile is refused. While the approval
 * setting is on, the profile starts pending: hidden from everyone but its owner and admins until approved.
 */
export async function createCreatorProfile({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof createProfileInput> }) {
  const creator = requireCreator(actor);
  const fields = parseInput(createProfileInput, input);
  const [existing] = await db.select({ id: creatorProfiles.userId }).from(creatorProfiles).where(eq(creatorProfiles.userId, creator.id));
  if (existing) throw new AppError("CONFLICT", "creatorSettings.errors.profileExists");
  const approvalStatus = (await isCreatorApprovalRequired(db)) ? "pending" : "approved";
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(creatorProfiles)
        .values({ userId: creator.id, handle: handleFor(fields.displayName), ...fields, approvalStatus })
        .returning({ id: creatorProfiles.userId, handle: creatorProfiles.handle, approvalStatus: creatorProfiles.approvalStatus });
      return row!;
    } catch (error) {
      // Another request created it meanwhile, or (rarely) the random handle was taken: try a new one.
      if (!isUniqueViolation(error)) throw error;
      const [raced] = await db.select({ id: creatorProfiles.userId }).from(creatorProfiles).where(eq(creatorProfiles.userId, creator.id));
      if (raced) throw new AppError("CONFLICT", "creatorSettings.errors.profileExists");
      if (attempt >= 2) throw error;
    }
  }
}
