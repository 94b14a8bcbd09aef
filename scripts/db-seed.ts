import "./with-local-env";
import { createDb } from "../src/server/db";
import { runMigrations } from "../src/server/db/migrate";
import { resolveDatabase } from "../src/server/db/runtime";
import { seed } from "../src/server/db/seed";
import { loadDemoVideos } from "./demo-videos";

const database = await resolveDatabase();
const db = createDb(database.url, { max: 2 });
try {
  await runMigrations(database.url);
  const summary = await seed(db);
  console.log("Demo data is in place:", summary);
  await loadDemoVideos(db);
} finally {
  await db.$end();
  await database.stop();
}
