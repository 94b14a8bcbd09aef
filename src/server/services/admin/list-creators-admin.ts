import "server-only";
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { containsPattern } from "@/server/db/like-pattern";
import { creatorProfiles, profiles, users } from "@/server/db/schema";
import { parseInput } from "@/server/errors";

const CREATORS_PAGE_SIZE = 20;

export const listCreatorsAdminSchema = z.object({
  q: z.string().trim().max(100, "admin.validation.searchTooLong").optional().default(""),
  verification: z.enum(["verified", "unverified"], "admin.validation.verification").optional(),
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

/** Creator profiles for admins holding users_view, with their verification state, newest first, a page at a time. */
export async function listCreatorsAdmin({ db, actor, input }: { db: Db; actor: Actor; input: z.input<typeof listCreatorsAdminSchema> }) {
  requirePermission(actor, "users_view");
  const { q, verification, page } = parseInput(listCreatorsAdminSchema, input);
  const filters: (SQL | undefined)[] = [
    q
      ? or(
          sql`${creatorProfiles.displayName} ilike ${containsPattern(q)}`,
          sql`${creatorProfiles.handle} ilike ${containsPattern(q)}`,
          sql`${users.email} ilike ${containsPattern(q)}`,
        )
      : undefined,
    verification ? eq(creatorProfiles.verified, verification === "verified") : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: creatorProfiles.userId,
        displayName: creatorProfiles.displayName,
        handle: creatorProfiles.handle,
        email: users.email,
        verified: creatorProfiles.verified,
        listed: creatorProfiles.listed,
        suspendedAt: profiles.suspendedAt,
        totalVideos: creatorProfiles.totalVideos,
        createdAt: creatorProfiles.createdAt,
      })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .innerJoin(profiles, eq(profiles.id, creatorProfiles.userId))
      .where(where)
      .orderBy(desc(creatorProfiles.createdAt), desc(creatorProfiles.userId))
      .limit(CREATORS_PAGE_SIZE)
      .offset((page - 1) * CREATORS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(where),
  ]);
  return { creators: rows, total: total?.total ?? 0, page, pageSize: CREATORS_PAGE_SIZE };
}
