import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type VideoRequestRow = typeof videoRequests.$inferSelect;

/** A guest is asked to sign in; anyone but the request's creator is refused. */
function assertRequestCreator(actor: Actor | null, request: Pick<VideoRequestRow, "creatorId"> | undefined): asserts actor is Actor {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  if (!request) throw new AppError("NOT_FOUND", "inbox.errors.notFound");
  if (request.creatorId !== actor.id) throw new AppError("FORBIDDEN", "inbox.errors.notYourRequest");
}

/** The request, locked for a change when `tx` is a transaction, checked to belong to `actor` as its creator. */
export async function creatorRequest(db: Queryable, actor: Actor | null, requestId: string, lock = false): Promise<VideoRequestRow> {
  if (!actor) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
  const query = db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
  const [request] = lock ? await query.for("update") : await query;
  assertRequestCreator(actor, request);
  return request!;
}

/**
 * What the fan asked for, as the creator reads it on the inbox card and beside the camera: occasion (their
 * own words for "other"), recipient and pronouns, who it is from and their relationship, the age or years
 * together, the gift's way and message, and pronunciation and special details. Only the request's creator reads it.
 */
export const requestBriefFields = {
  occasion: videoRequests.occasion,
  customOccasion: videoRequests.customOccasion,
  recipientName: videoRequests.recipientName,
  pronouns: videoRequests.pronouns,
  fromName: videoRequests.fromName,
  relationship: videoRequests.relationship,
  age: videoRequests.age,
  anniversaryYears: videoRequests.anniversaryYears,
  giftMethod: videoRequests.giftMethod,
  giftMessage: videoRequests.giftMessage,
  specialDetails: videoRequests.specialDetails,
  instructions: videoRequests.instructions,
};
