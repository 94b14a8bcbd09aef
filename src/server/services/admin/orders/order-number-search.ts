import "server-only";
import { and, gte, lte, type SQL, sql } from "drizzle-orm";
import { videoRequests } from "@/server/db/schema";

/** An order number as typed (LK-3F2A9C1E, 3f2a9c1e, lk-3f2a): the leading hex of the request id, or null. */
function orderIdPrefix(q: string): string | null {
  const hex = q.replace(/^lk-?/i, "").toLowerCase();
  return /^[0-9a-f]{4,8}$/.test(hex) ? hex : null;
}

/** The lowest or highest uuid starting with `prefix` (padded with `fill`). */
function uuidBound(prefix: string, fill: "0" | "f"): string {
  const hex = prefix.padEnd(32, fill);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The orders whose number starts as typed, as a range on the primary key (an index scan, not a scan of every
 * order); null when `q` is not an order number. The console's search and its order list both read it.
 */
export function orderNumberMatch(q: string): SQL | null {
  const prefix = orderIdPrefix(q);
  if (!prefix) return null;
  return and(gte(videoRequests.id, sql`${uuidBound(prefix, "0")}::uuid`), lte(videoRequests.id, sql`${uuidBound(prefix, "f")}::uuid`))!;
}
