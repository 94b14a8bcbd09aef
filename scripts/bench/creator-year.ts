/**
 * A year of activity for one creator, for `npm run bench:pages`' analytics page: four delivered $50
 * requests a day (accepted two hours after booking, delivered 28 hours after) with their ledger captures,
 * a review a day, and post views from every seeded user on each of the creator's posts, spread over the
 * year. Then the daily rollups are made for the whole history, as the analytics.rollup job would.
 * Bench databases only: the rows have no payments behind them.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db";
import { rollUpAllDays } from "../../src/server/services/analytics/daily-rollups";

const DAYS = 365;
const REQUESTS_PER_DAY = 4;

export async function seedCreatorYear(db: Db, creatorId: string, fanId: string) {
  await db.execute(sql`
    with requests as (
      insert into video_requests (fan_id, creator_id, occasion, recipient_name, instructions, base_price_cents, amount_cents,
        currency, status, created_at, accepted_at, completed_at, updated_at)
      select ${fanId}, ${creatorId}, 'birthday', 'Bench', 'A year of activity for the analytics benchmark.', 5000, 5000, 'USD', 'completed',
        now() - make_interval(days => d, hours => 30), now() - make_interval(days => d, hours => 28), now() - make_interval(days => d),
        now() - make_interval(days => d)
      from generate_series(1, ${DAYS}) d, generate_series(1, ${REQUESTS_PER_DAY}) k
      returning id, amount_cents, completed_at
    ),
    captures as (
      insert into ledger_transactions (kind, reference, currency, video_request_id, created_at)
      select 'capture', 'bench:' || id, 'USD', id, completed_at from requests
      returning id, video_request_id
    )
    insert into ledger_entries (transaction_id, account, creator_id, currency, amount_cents)
    select c.id, line.account, line.creator_id, 'USD', line.amount
    from captures c join requests r on r.id = c.video_request_id
    cross join lateral (values
      ('customer', null::text, -r.amount_cents),
      ('creator_earnings', ${creatorId}::text, r.amount_cents * 8 / 10),
      ('platform_commission', null::text, r.amount_cents * 2 / 10)
    ) as line(account, creator_id, amount)`);
  await db.execute(sql`
    insert into reviews (creator_id, fan_id, rating, comment, created_at)
    select ${creatorId}, ${fanId}, 3 + d % 3, '', now() - make_interval(days => d) from generate_series(1, ${DAYS}) d`);
  await db.execute(sql`
    insert into post_views (post_id, user_id, created_at)
    select p.id, u.id, now() - random() * interval '${sql.raw(String(DAYS))} days'
    from posts p cross join users u where p.creator_id = ${creatorId}
    on conflict do nothing`);
  await rollUpAllDays(db);
}
