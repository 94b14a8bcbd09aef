import "server-only";
import { asc, desc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { isAdminWith, ORDER_READ_PERMISSIONS, requireAdmin } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { containsPattern } from "@/server/db/like-pattern";
import { creatorProfiles, profiles, users, videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { orderNumberMatch } from "./orders/order-number-search";

const SEARCH_RESULTS_PER_KIND = 5;

export const consoleSearchSchema = z.object({
  q: z.string().trim().min(2, "admin.validation.searchTooShort").max(100, "admin.validation.searchTooLong"),
});

/**
 * The console's top-bar search: users (name, e-mail) and creators (name, handle) for admins holding
 * users_view; orders by order number for admins who may read orders. Each kind the admin may not see
 * comes back empty; an admin who may see none of them is FORBIDDEN.
 */
export async function searchConsole({ db, actor, input }: { db: Db; actor: Actor; input: z.input<typeof consoleSearchSchema> }) {
  requireAdmin(actor);
  const seesPeople = isAdminWith(actor, "users_view");
  const seesOrders = ORDER_READ_PERMISSIONS.some((permission) => isAdminWith(actor, permission));
  if (!seesPeople && !seesOrders) throw new AppError("FORBIDDEN", "errors.forbidden");
  const { q } = parseInput(consoleSearchSchema, input);
  const pattern = containsPattern(q);
  const byNumber = orderNumberMatch(q);

  const [people, creators, orders] = await Promise.all([
    seesPeople
      ? db
          .select({ id: users.id, name: users.name, email: users.email, role: profiles.role })
          .from(users)
          .innerJoin(profiles, eq(profiles.id, users.id))
          .where(or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`))
          .orderBy(asc(users.email))
          .limit(SEARCH_RESULTS_PER_KIND)
      : [],
    seesPeople
      ? db
          .select({ id: creatorProfiles.userId, displayName: creatorProfiles.displayName, handle: creatorProfiles.handle })
          .from(creatorProfiles)
          .where(or(sql`${creatorProfiles.displayName} ilike ${pattern}`, sql`${creatorProfiles.handle} ilike ${pattern}`))
          .orderBy(asc(creatorProfiles.displayName))
          .limit(SEARCH_RESULTS_PER_KIND)
      : [],
    seesOrders && byNumber
      ? db
          .select({ id: videoRequests.id, fanId: videoRequests.fanId, status: videoRequests.status, recipientName: videoRequests.recipientName })
          .from(videoRequests)
          .where(byNumber)
          .orderBy(desc(videoRequests.createdAt))
          .limit(SEARCH_RESULTS_PER_KIND)
      : [],
  ]);
  return {
    users: people,
    creators,
    orders: orders.map((order) => ({ ...order, orderNumber: orderNumberOf(order.id) })),
  };
}
