import "server-only";
import { type SQL, sql } from "drizzle-orm";

/**
 * What counts as a view of a creator, the one definition the analytics rollups and the live dashboard
 * read: a post view (once per reader and post) or a profile view (once per viewer and hour), as rows of
 * (creator_id, at) from `from` (inclusive) to `to` (exclusive), of one creator or of all. Each source is
 * read through its time index.
 */
export function creatorViews({ from, to, creatorId }: { from: SQL; to: SQL; creatorId?: string }) {
  const ofPost = creatorId === undefined ? sql`` : sql`and p.creator_id = ${creatorId}`;
  const ofProfile = creatorId === undefined ? sql`` : sql`and pr.creator_id = ${creatorId}`;
  return sql`
    select p.creator_id, pv.created_at as at from post_views pv join posts p on p.id = pv.post_id
      where pv.created_at >= ${from} and pv.created_at < ${to} ${ofPost}
    union all
    select pr.creator_id, pr.created_at from profile_views pr
      where pr.created_at >= ${from} and pr.created_at < ${to} ${ofProfile}`;
}
