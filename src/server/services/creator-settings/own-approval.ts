import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { requireCreator } from "@/server/auth/authorize";
import type { Queryable } from "@/server/db";
import { creatorProfiles } from "@/server/db/schema";

/**
 * The signed-in creator's own approval state for the workspace's notice: pending, or rejected with the admin's
 * reason; null when the profile is public or not created yet. Only for the creator themself.
 */
export async function getOwnApproval({ db, actor }: { db: Queryable; actor: Actor | null }) {
  const creator = requireCreator(actor);
  const [row] = await db
    .select({ status: creatorProfiles.approvalStatus, note: creatorProfiles.approvalNote })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creator.id));
  if (!row || row.status === "approved") return null;
  return { status: row.status, note: row.status === "rejected" ? row.note : "" };
}
