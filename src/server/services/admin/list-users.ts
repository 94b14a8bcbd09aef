import "server-only";
import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requirePermission } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { containsPattern } from "@/server/db/like-pattern";
import { profiles, ROLES, users } from "@/server/db/schema";
import { parseInput } from "@/server/errors";

const USERS_PAGE_SIZE = 20;
export const USER_STATES = ["active", "suspended"] as const;

export const listUsersSchema = z.object({
  q: z.string().trim().max(100, "admin.validation.searchTooLong").optional().default(""),
  role: z.enum(ROLES, "admin.validation.role").optional(),
  state: z.enum(USER_STATES, "admin.validation.state").optional(),
  page: z.coerce.number().int("admin.validation.page").min(1, "admin.validation.page").max(10_000, "admin.validation.page").default(1),
});

/** Admins holding users_view search accounts by name or e-mail, filter by role and state, newest first, a page at a time. */
export async function listUsers({ db, actor, input }: { db: Db; actor: Actor; input: z.input<typeof listUsersSchema> }) {
  requirePermission(actor, "users_view");
  const { q, role, state, page } = parseInput(listUsersSchema, input);
  const filters: (SQL | undefined)[] = [
    q ? or(sql`${users.name} ilike ${containsPattern(q)}`, sql`${users.email} ilike ${containsPattern(q)}`) : undefined,
    role ? eq(profiles.role, role) : undefined,
    state === "suspended" ? isNotNull(profiles.suspendedAt) : state === "active" ? isNull(profiles.suspendedAt) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: profiles.role,
        adminKind: profiles.adminKind,
        isCreator: profiles.isCreator,
        suspendedAt: profiles.suspendedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db.select({ total: count() }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  return { users: rows, total: total?.total ?? 0, page, pageSize: USERS_PAGE_SIZE };
}
