import "server-only";
import { desc, sql } from "drizzle-orm";
import type { z } from "zod";
import { creatorApprovalSettingInput } from "@/lib/admin/creator-decisions";
import type { Actor } from "@/server/auth/actor";
import { requireAdmin, requirePermission } from "@/server/auth/authorize";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import type { Queryable } from "@/server/db";
import { creatorApprovalSettings } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";

/** Whether a creator profile created now waits for an admin's approval: the newest setting, else no. */
export async function isCreatorApprovalRequired(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ required: creatorApprovalSettings.required })
    .from(creatorApprovalSettings)
    .orderBy(desc(creatorApprovalSettings.effectiveAt))
    .limit(1);
  return row?.required ?? false;
}

/**
 * An admin holding settings_edit decides whether new creator profiles need approval (audited; profiles created
 * from then on follow it, existing ones keep their state). Asking for the value in force is a CONFLICT.
 */
export async function setCreatorApprovalRequired({
  db,
  actor,
  input,
  request,
}: {
  db: Queryable;
  actor: Actor;
  input: z.input<typeof creatorApprovalSettingInput>;
  request?: AuditEntry["request"];
}) {
  requirePermission(actor, "settings_edit");
  const { required } = parseInput(creatorApprovalSettingInput, input);
  return db.transaction(async (tx) => {
    // One change at a time: a concurrent admin's change is seen before comparing.
    await tx.execute(sql`lock table creator_approval_settings in share row exclusive mode`);
    if ((await isCreatorApprovalRequired(tx)) === required) throw new AppError("CONFLICT", "admin.errors.settingUnchanged");
    await tx.insert(creatorApprovalSettings).values({ required, setBy: actor.id });
    await writeAudit(tx, actor, {
      action: "creatorApproval.changed",
      category: "settings",
      resource: "creatorApproval",
      details: required ? "required" : "not required",
      severity: "medium",
      metadata: { required },
      request,
    });
    return { required };
  });
}

/** The setting in force for the settings page (any admin reads it; settings_edit changes it). */
export async function getCreatorApprovalSetting({ db, actor }: { db: Queryable; actor: Actor }) {
  requireAdmin(actor);
  return { required: await isCreatorApprovalRequired(db) };
}
