import "server-only";
import { sql } from "drizzle-orm";
import { ANALYTICS_TIME_ZONE } from "@/lib/analytics/targets";
import {
  LIVE_ACTIVITY_LIMIT,
  LIVE_EVENT_KINDS,
  LIVE_HOURLY_CARDS,
  LIVE_SUMMARY_HOURS,
  type LiveActivityKind,
  type LiveEventKind,
} from "@/lib/dashboard/live";
import { requireCreator } from "@/server/auth/authorize";
import type { Actor } from "@/server/auth/actor";
import type { Queryable } from "@/server/db";
import { creatorViews } from "@/server/services/analytics/creator-views";
import { readEarnedSince } from "@/server/services/earnings/balances";

type Row = Record<string, unknown>;
type Counts = Record<LiveEventKind, number>;
const HOUR_MS = 3_600_000;
const TZ = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
const zero = (): Counts => ({ request: 0, subscriber: 0, comment: 0, view: 0 });

/**
 * The creator's live dashboard (spec screen 2) from real data, at `now`: today's cards (Haiti's day:
 * paid requests, earnings from the ledger, views (posts and profile), new subscribers, comments from others), the
 * latest activity (paid requests, new subscribers, comments), hourly cards for the last hours and a
 * summary of the last day's hours. A paid request counts at its booking time, as in analytics.
 */
export async function getLiveDashboard({ db, actor, now = new Date() }: { db: Queryable; actor: Actor | null; now?: Date }) {
  const creator = requireCreator(actor);
  const nowIso = now.toISOString();
  const [dayRow] = (await db.execute(
    sql`select date_trunc('day', ${nowIso}::timestamptz at time zone ${TZ}) at time zone ${TZ} as day_start`,
  )) as unknown as Row[];
  const dayStart = new Date(dayRow!.day_start as string | Date);
  const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const summaryFrom = new Date(hourStart.getTime() - (LIVE_SUMMARY_HOURS - 1) * HOUR_MS);
  const since = new Date(Math.min(dayStart.getTime(), summaryFrom.getTime())).toISOString();
  const dayIso = dayStart.toISOString();
  // Postgres keeps microseconds and a JS date only milliseconds: a row written during `now`'s
  // millisecond is after `now` but belongs to it.
  const untilIso = new Date(now.getTime() + 1).toISOString();

  const [countRows, activityRows, earnings] = await Promise.all([
    db.execute(sql`
      with events as (
        select 'request' as kind, r.created_at as at from video_requests r
          where r.creator_id = ${creator.id} and r.status <> 'pending_payment' and r.created_at >= ${since}::timestamptz
        union all
        select 'subscriber', s.started_at from subscription_orders s
          where s.creator_id = ${creator.id} and s.started_at >= ${since}::timestamptz
        union all
        select 'comment', c.created_at from comments c join posts p on p.id = c.post_id
          where p.creator_id = ${creator.id} and c.user_id <> ${creator.id} and c.removed_at is null and c.created_at >= ${since}::timestamptz
        union all
        select 'view', v.at from (${creatorViews({ from: sql`${since}::timestamptz`, to: sql`${untilIso}::timestamptz`, creatorId: creator.id })}) v
      )
      select kind, date_trunc('hour', at) as hour, at >= ${dayIso}::timestamptz as today, count(*) as n
      from events where at < ${untilIso}::timestamptz group by 1, 2, 3`),
    db.execute(sql`
      (select 'request' as kind, r.id::text as id, r.created_at as at, u.name as who, r.recipient_name as detail
        from video_requests r join users u on u.id = r.fan_id
        where r.creator_id = ${creator.id} and r.status <> 'pending_payment'
        order by r.created_at desc limit ${LIVE_ACTIVITY_LIMIT})
      union all
      (select 'subscriber', s.id::text, s.started_at, s.fan_name, s.tier_name
        from subscription_orders s
        where s.creator_id = ${creator.id} and s.started_at is not null
        order by s.started_at desc limit ${LIVE_ACTIVITY_LIMIT})
      union all
      (select 'comment', c.id::text, c.created_at, u.name, p.title
        from comments c join posts p on p.id = c.post_id join users u on u.id = c.user_id
        where p.creator_id = ${creator.id} and c.user_id <> ${creator.id} and c.removed_at is null
        order by c.created_at desc limit ${LIVE_ACTIVITY_LIMIT})
      order by at desc limit ${LIVE_ACTIVITY_LIMIT}`),
    readEarnedSince(db, creator.id, dayStart),
  ]) as unknown as [Row[], Row[], Awaited<ReturnType<typeof readEarnedSince>>];

  const today = zero();
  const summary = zero();
  const byHour = new Map<number, Counts>();
  for (const row of countRows) {
    const kind = row.kind as LiveEventKind;
    const n = Number(row.n);
    const hour = new Date(row.hour as string | Date).getTime();
    if (row.today === true) today[kind] += n;
    if (hour >= summaryFrom.getTime()) {
      summary[kind] += n;
      const counts = byHour.get(hour) ?? zero();
      counts[kind] += n;
      byHour.set(hour, counts);
    }
  }
  const hourly = Array.from({ length: LIVE_HOURLY_CARDS }, (_, i) => {
    const hour = hourStart.getTime() - (LIVE_HOURLY_CARDS - 1 - i) * HOUR_MS;
    return { hour: new Date(hour).toISOString(), ...(byHour.get(hour) ?? zero()) };
  });
  const activity = (hour: number) => LIVE_EVENT_KINDS.reduce((total, kind) => total + (byHour.get(hour)?.[kind] ?? 0), 0);
  const busiest = [...byHour.keys()].sort((a, b) => activity(b) - activity(a) || b - a)[0];

  return {
    at: nowIso,
    today: { ...today, earnings },
    hourly,
    summary: { ...summary, hours: LIVE_SUMMARY_HOURS, busiestHour: busiest === undefined ? null : new Date(busiest).toISOString() },
    activity: activityRows.map((row) => ({
      kind: row.kind as LiveActivityKind,
      id: row.id as string,
      at: new Date(row.at as string | Date).toISOString(),
      who: (row.who as string | null) ?? null,
      detail: row.detail as string,
    })),
  };
}

export type LiveDashboard = Awaited<ReturnType<typeof getLiveDashboard>>;
