import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * The offline test mode's movable clock: how far ahead of the real time the server's time-bound money rules
 * (the earnings hold-back, the payout schedule) run. One row at most. Read only when PAYMENTS_MODE=test
 * (src/server/test-clock.ts); a server with real payment providers never reads it.
 */
export const testClock = pgTable(
  "test_clock",
  {
    id: boolean().primaryKey().default(true),
    offsetSeconds: integer().notNull().default(0),
  },
  (t) => [check("test_clock_single_row", sql`${t.id}`), check("test_clock_forward_only", sql`${t.offsetSeconds} >= 0`)],
);
