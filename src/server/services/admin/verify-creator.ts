import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { verifyCreatorSchema } from "@/lib/admin/creator-decisions";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { creatorProfiles } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";

/**
 * Admins holding users_edit verify a creator (the badge on their page and cards) or take it back, with a note
 * kept in the audit log. Asking for the state the creator is already in is a CONFLICT (someone else did it).
 */
export async function verifyCreator({
  db,
  actor,
  input,
  request,
}: {
  db: Db;
  actor: Actor;
  input: z.input<typeof verifyCreatorSchema>;
  request?: AuditEntry["request"];
}) {
  requirePermission(actor, "users_edit");
  const { userId, verified, note } = parseInput(verifyCreatorSchema, input);
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ verified: creatorProfiles.verified }).from(creatorProfiles).where(eq(creatorProfiles.userId, userId));
    if (!exists) throw new AppError("NOT_FOUND", "errors.creatorNotFound");
    const [row] = await tx
      .update(creatorProfiles)
      .set({ verified, updatedAt: new Date() })
      .where(and(eq(creatorProfiles.userId, userId), eq(creatorProfiles.verified, !verified)))
      .returning({ verified: creatorProfiles.verified });
    if (!row) throw new AppError("CONFLICT", verified ? "admin.errors.alreadyVerified" : "admin.errors.notVerified");
    await writeAudit(tx, actor, {
      action: verified ? "creator.verified" : "creator.unverified",
      category: "creators",
      resource: "creator",
      resourceId: userId,
      details: note,
      severity: "medium",
      request,
    });
    return { verified };
  });
}
