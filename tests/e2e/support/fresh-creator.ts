import { e2eDatabase } from "./e2e-db";

/**
 * A creator account with a public profile and no payout method, signing in with the demo password (its
 * hash copied from the demo creator): its balances and statement are its own.
 */
export async function freshCreator(label: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const id = crypto.randomUUID();
  const email = `settings-${suffix}@example.test`;
  const sql = e2eDatabase();
  try {
    await sql`insert into users (id, name, email, email_verified, password_hash)
      select ${id}, ${`${label} Creator`}, ${email}, now(), password_hash from users where email = 'creator@lakou.demo'`;
    await sql`insert into profiles (id, role, is_creator, current_mode) values (${id}, 'creator', true, 'creator')`;
    await sql`insert into creator_profiles (user_id, display_name, handle, category, video_price_usd_cents, video_price_htg_cents)
      values (${id}, ${`${label} Before`}, ${`settings-${suffix}`}, 'musician', 5000, 660000)`;
  } finally {
    await sql.end();
  }
  return { id, email, suffix };
}
