/**
 * Test data the booking flow would create: a video request awaiting payment, written straight into the
 * e2e server's embedded database (found from its postmaster.pid, or E2E_DATABASE_URL).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

function databaseUrl() {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const [, , , port] = readFileSync(path.resolve(".data/e2e/pg/postmaster.pid"), "utf8").split("\n");
  return `postgres://postgres:postgres@127.0.0.1:${port}/lakou`;
}

/** A 22 443 G request (19 800 G, the 10% fee, MonCash's 3% + 10 G) from the demo fan to the demo creator. */
export async function pendingHtgRequest(fanEmail: string, creatorEmail: string): Promise<{ id: string; creatorId: string }> {
  const sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ id: string; creator_id: string }[]>`
      insert into video_requests (fan_id, creator_id, occasion, recipient_name, instructions, base_price_cents,
        service_fee_cents, payment_fee_cents, amount_cents, currency, fx_rate, status)
      select fan.id, creator.id, 'birthday', 'Nadège', 'Wish her a happy birthday from all of us in Jacmel.',
        1980000, 198000, 66300, 2244300, 'HTG', 132, 'pending_payment'
      from users fan, users creator where fan.email = ${fanEmail} and creator.email = ${creatorEmail}
      returning id, creator_id`;
    return { id: row!.id, creatorId: row!.creator_id };
  } finally {
    await sql.end();
  }
}
