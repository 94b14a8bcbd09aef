import "./with-local-env";
import { runMigrations } from "../src/server/db/migrate";
import { resolveDatabase } from "../src/server/db/runtime";

const database = await resolveDatabase();
try {
  await runMigrations(database.url);
  console.log("Migrations applied.");
} finally {
  await database.stop();
}
