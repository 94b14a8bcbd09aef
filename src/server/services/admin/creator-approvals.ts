import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Db } from "@/server/db";
import { creatorProfiles, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { notify } from "@/server/services/notifications/notify";
import { APPROVAL_QUEUES, approveCreatorSchema, rejectCreatorSchema } from "@/lib/admin/creator-decisions";

const APPROVALS_PAGE_SIZE = 20;

export const listApprovalsSchema = z.object({
  status: z.enum(APPROVAL_QUEUES, "admin.validation.approvalStatus").default("pending"),
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

/** Creator profiles not approved (pending by default), oldest first, a page at a time; for admins holding users_view. */
export async function listCreatorApprovals({ db, actor, input }: { db: Db; actor: Actor; input: z.input<typeof listApprovalsSchema> }) {
  requirePermission(actor, "users_view");
  const { status, page } = parseInput(listApprovalsSchema, input);
  const where = eq(creatorProfiles.approvalStatus, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: creatorProfiles.userId,
        displayName: creatorProfiles.displayName,
        handle: creatorProfiles.handle,
        category: creatorProfiles.category,
        bio: creatorProfiles.bio,
        email: users.email,
        status: creatorProfiles.approvalStatus,
        note: creatorProfiles.approvalNote,
        createdAt: creatorProfiles.createdAt,
      })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(where)
      .orderBy(asc(creatorProfiles.createdAt), asc(creatorProfiles.userId))
      .limit(APPROVALS_PAGE_SIZE)
      .offset((page - 1) * APPROVALS_PAGE_SIZE),
    db.select({ total: count() }).from(creatorProfiles).where(where),
  ]);
  return { profiles: rows, total: total?.total ?? 0, page, pageSize: APPROVALS_PAGE_SIZE, status };
}

/**
 * One decision: the profile moves from `from` to `to` (CONFLICT when it is no longer in `from`: someone decided
 * or it changed meanwhile), with the audit entry and the creator's notification in the same transaction.
 */
async function decide(
  db: Db,
  actor: Actor,
  decision: { userId: string; from: (typeof APPROVAL_QUEUES)[number]; to: "approved" | "rejected"; note: string },
  request: AuditEntry["request"] | undefined,
) {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ status: creatorProfiles.approvalStatus })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, decision.userId));
    if (!exists) throw new AppError("NOT_FOUND", "errors.creatorNotFound");
    const [row] = await tx
      .update(creatorProfiles)
      .set({
        approvalStatus: decision.to,
        approvalNote: decision.note,
        approvalReviewedBy: actor.id,
        approvalReviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(creatorProfiles.userId, decision.userId), eq(creatorProfiles.approvalStatus, decision.from)))
      .returning({ displayName: creatorProfiles.displayName, listed: creatorProfiles.listed });
    if (!row) throw new AppError("CONFLICT", "admin.errors.approvalChanged");
    await writeAudit(tx, actor, {
      action: decision.to === "approved" ? "creator.approved" : "creator.rejected",
      category: "creators",
      resource: "creator",
      resourceId: decision.userId,
      details: decision.note,
      severity: "medium",
      metadata: { from: decision.from },
      request,
    });
    await notify(tx, {
      userId: decision.userId,
      type: decision.to === "approved" ? "creatorProfile.approved" : "creatorProfile.rejected",
      params: { reason: decision.note },
    });
    return { status: decision.to, listed: row.listed };
  });
}

/** Admins holding users_edit approve a pending (or earlier rejected) profile: it becomes public at once. */
export async function approveCreator({
  db,
  actor,
  input,
  request,
}: {
  db: Db;
  actor: Actor;
  input: z.input<typeof approveCreatorSchema>;
  request?: AuditEntry["request"];
}) {
  requirePermission(actor, "users_edit");
  const { userId, seen, note } = parseInput(approveCreatorSchema, input);
  return decide(db, actor, { userId, from: seen, to: "approved", note }, request);
}

/** Admins holding users_edit reject a pending profile with a note the creator reads; it stays hidden. */
export async function rejectCreator({
  db,
  actor,
  input,
  request,
}: {
  db: Db;
  actor: Actor;
  input: z.input<typeof rejectCreatorSchema>;
  request?: AuditEntry["request"];
}) {
  requirePermission(actor, "users_edit");
  const { userId, note } = parseInput(rejectCreatorSchema, input);
  return decide(db, actor, { userId, from: "pending", to: "rejected", note }, request);
}
