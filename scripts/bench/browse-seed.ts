/**
 * Bulk data for the browse benchmark, made inside PostgreSQL with generate_series: creators (users,
 * profiles, creator profiles), fans, reviews (through the counter triggers, as in production) and
 * tiers. Every value is derived from the row number by hashint4, so each run builds the same data.
 */
import type postgres from "postgres";

const FIRST_NAMES = [
  "Jèmèn", "Frantz", "Wilnès", "Roselène", "Mackenson", "Nadège", "Jean-Robert", "Marie-Ange", "Wisly", "Fabienne",
  "Kervens", "Islande", "Ti Rodo", "Manouchka", "Stevenson", "Guerline", "Dieudonné", "Naïka", "Jocelyn", "Edwige",
  "Pierre-Louis", "Mirlande", "Wilfrid", "Loudmia", "Reginald", "Stéphanie", "Ti Jo", "Yveline", "Berthony", "Sabine",
  "Fritzner", "Esther", "Lucsonne", "Magalie", "Claudel", "Rose-Mène", "Ernst", "Vanessa", "Anderson", "Cléante",
  "Herby", "Daphnée", "Mèt Jozèf", "Lovely", "Ricardo", "Jessica", "Gaël", "Josué", "Fedna", "Bélizaire",
];
const LAST_NAMES = [
  "Konpa", "Bellegarde", "Dorvil", "Laguerre", "Casséus", "Pierre", "Joseph", "Jean-Baptiste", "Desrosiers", "Étienne",
  "Charles", "Louis", "Saint-Fleur", "Mésidor", "Toussaint", "Dessalines", "Célestin", "Augustin", "Vilsaint", "Noël",
  "Delva", "Fénelon", "Lafortune", "Chéry", "Paul", "Moïse", "Zamor", "Beaubrun", "Lakay", "Kreyòl",
  "Bien-Aimé", "Estimé", "Jacques", "Alexis", "Guerrier", "Innocent", "Sylvain", "Dorméus", "Brutus", "Similien",
];
const BIOS = [
  "Konpa bandleader who turns every birthday into a dance floor.",
  "Comedian from Jacmel with a joke for every family story.",
  "Radio voice of the morning show, in Kreyòl and French.",
  "Actor known for Haitian theatre and a few soap operas.",
  "DJ and producer mixing rasin, kompa and afrobeats.",
];
const LANGUAGE_SETS = ["{ht}", "{ht,fr}", "{ht,en}", "{ht,fr,en}", "{fr}", "{en}", "{ht,es}", "{ht,fr,en,es}"];
const CATEGORY_LIST = ["musician", "comedian", "actor", "singer", "djProducer", "radioHost", "dj"];

const FANS = 2_000;
const PROFILE_BATCH = 2_000;

function textArray(values: string[]) {
  return `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
}

/** Picks element `seed` of a SQL array literal, hashing the row number `g`. */
function pick(array: string, seed: number) {
  return `(${array})[1 + abs(hashint4(g * 31 + ${seed})) % cardinality(${array})]`;
}

/**
 * Seeds `creators` creators (one in fifty is a fan who is also a creator, never listed), 2,000 fans,
 * one to eight reviews on one creator in eight, and two tiers for one creator in five.
 */
export async function seedBrowseBench(sql: postgres.Sql, creators: number, log: (line: string) => void) {
  const first = pick(textArray(FIRST_NAMES), 1);
  const last = pick(textArray(LAST_NAMES), 2);
  const step = async (label: string, statement: string) => {
    const started = performance.now();
    const result = await sql.unsafe(statement);
    log(`  ${label}: ${result.count} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    "fans",
    `INSERT INTO users (id, name, email) SELECT 'bf-' || g, 'Fan ' || g, 'bf' || g || '@bench.test' FROM generate_series(1, ${FANS}) g`,
  );
  await step("fan profiles", `INSERT INTO profiles (id, role) SELECT 'bf-' || g, 'fan' FROM generate_series(1, ${FANS}) g`);
  await step(
    "creator users",
    `INSERT INTO users (id, email) SELECT 'bc-' || g, 'bc' || g || '@bench.test' FROM generate_series(1, ${creators}) g`,
  );
  await step(
    "creator profiles (roles)",
    `INSERT INTO profiles (id, role, is_creator, current_mode, first_name, last_name)
     SELECT 'bc-' || g, CASE WHEN g % 50 = 0 THEN 'fan' ELSE 'creator' END, g % 50 = 0, 'creator', ${first}, ${last}
     FROM generate_series(1, ${creators}) g`,
  );
  // In batches: the counters of creator_listing_counts are a few hot rows, and one huge transaction
  // would make each of them a long chain of row versions (production inserts one creator at a time).
  const profilesStarted = performance.now();
  let profileRows = 0;
  for (let from = 1; from <= creators; from += PROFILE_BATCH) {
    const to = Math.min(creators, from + PROFILE_BATCH - 1);
    const result = await sql.unsafe(
      `INSERT INTO creator_profiles (user_id, display_name, handle, category, bio, video_price_usd_cents,
         video_price_htg_cents, response_time_hours, verified, languages, is_available, created_at)
       SELECT id, first_name || ' ' || last_name,
         left(regexp_replace(lakou_unaccent(first_name || '.' || last_name), '[^a-z0-9_.-]', '', 'g'), 30) || g,
         ${pick(textArray(CATEGORY_LIST), 3)}, ${pick(textArray(BIOS), 4)},
         price, price * 132, ${pick("ARRAY[12,24,48,72,96]", 5)}, abs(hashint4(g * 31 + 6)) % 5 = 0,
         (${pick(textArray(LANGUAGE_SETS), 7)})::text[], abs(hashint4(g * 31 + 8)) % 10 <> 0,
         now() - (abs(hashint4(g * 31 + 9)) % 1000000) * interval '1 minute'
       FROM (SELECT g, 'bc-' || g AS id, 500 + 500 * (abs(hashint4(g * 31 + 10)) % 80) AS price
             FROM generate_series(${from}, ${to}) g) n
       JOIN profiles p USING (id)`,
    );
    profileRows += result.count;
  }
  log(`  creator profiles (public): ${profileRows} rows in ${((performance.now() - profilesStarted) / 1000).toFixed(1)} s`);
  await step(
    "reviews (through the counter triggers)",
    `INSERT INTO reviews (creator_id, fan_id, rating, comment)
     SELECT 'bc-' || g, 'bf-' || (1 + abs(hashint4(g * 7 + r)) % ${FANS}), 3 + abs(hashint4(g * 11 + r)) % 3, 'Mèsi anpil!'
     FROM generate_series(1, ${creators}) g, generate_series(1, 8) r
     WHERE g % 8 = 0 AND r <= 1 + abs(hashint4(g * 31 + 12)) % 8`,
  );
  await step(
    "tiers",
    `INSERT INTO creator_subscription_tiers (creator_id, tier_name, price_usd_cents, price_htg_cents)
     SELECT 'bc-' || g, tier, cents, cents * 132
     FROM generate_series(1, ${creators}) g, (VALUES ('Fanatik', 500), ('VIP', 1500)) t(tier, cents)
     WHERE g % 5 = 0`,
  );
  const started = performance.now();
  await sql.unsafe("VACUUM (ANALYZE)");
  log(`  vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
