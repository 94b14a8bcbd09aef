import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CreatorApprovalStatus } from "@/lib/creator-approval";
import { updateProfileInput } from "@/lib/creator-settings-input";
import { mediaFileUrl } from "@/lib/media/renditions";
import type { Actor } from "@/server/auth/actor";
import type { Db, Queryable } from "@/server/db";
import { creatorProfiles, media } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { requireOwnCreator } from "./own-creator";

const REJECTED: CreatorApprovalStatus = "rejected";
const PENDING: CreatorApprovalStatus = "pending";
/** The approval state after an edit: rejected becomes pending again, anything else stays. */
const resubmitted = sql<CreatorApprovalStatus>`case when ${creatorProfiles.approvalStatus} = ${REJECTED} then ${PENDING} else ${creatorProfiles.approvalStatus} end`;

/**
 * The address of the creator's own finished upload of `kind` (avatar or banner); anything else (someone
 * else's, another kind, an unfinished upload) is refused. The type was checked from its bytes on upload.
 */
async function ownPictureUrl(db: Queryable, actor: Actor, mediaId: string, kind: "avatar" | "banner") {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.ownerId, actor.id), eq(media.kind, kind), eq(media.status, "ready")));
  if (!row) {
    throw new AppError("VALIDATION", "errors.validation", { [`${kind}MediaId`]: "creatorSettings.validation.picture" });
  }
  return mediaFileUrl(row.id, "original");
}

/**
 * The creator's public profile: name, bio, category, languages, avatar and banner. Only the creator themself.
 * A profile an admin rejected goes back to waiting for review once its creator edits it (the fix the
 * rejection asked for); a pending or approved one keeps its state.
 */
export async function updateCreatorProfile({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof updateProfileInput> }) {
  const creator = await requireOwnCreator(db, actor);
  const { avatarMediaId, bannerMediaId, ...fields } = parseInput(updateProfileInput, input);
  const pictures: { avatarUrl?: string | null; bannerUrl?: string | null } = {};
  if (avatarMediaId !== undefined) {
    pictures.avatarUrl = avatarMediaId === null ? null : await ownPictureUrl(db, creator, avatarMediaId, "avatar");
  }
  if (bannerMediaId !== undefined) {
    pictures.bannerUrl = bannerMediaId === null ? null : await ownPictureUrl(db, creator, bannerMediaId, "banner");
  }
  const [row] = await db
    .update(creatorProfiles)
    .set({ ...fields, ...pictures, approvalStatus: resubmitted, updatedAt: sql`now()` })
    .where(eq(creatorProfiles.userId, creator.id))
    .returning({
      displayName: creatorProfiles.displayName,
      bio: creatorProfiles.bio,
      category: creatorProfiles.category,
      languages: creatorProfiles.languages,
      avatarUrl: creatorProfiles.avatarUrl,
      bannerUrl: creatorProfiles.bannerUrl,
      approvalStatus: creatorProfiles.approvalStatus,
    });
  return row!;
}
