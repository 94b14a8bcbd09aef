import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

/**
 * The e2e server's embedded database (its port read from PostgreSQL's own pid file), for tests that
 * must set up data no screen creates yet. Only for the server started by playwright.config.
 */
export function e2eDatabase() {
  const pid = readFileSync(path.resolve(".data/e2e/pg/postmaster.pid"), "utf8").split("\n");
  return postgres(`postgres://postgres:postgres@127.0.0.1:${pid[3]}/lakou`, { max: 1, onnotice: () => {} });
}
