/**
 * `npm run ledger:check`: reconciles the ledger with the payments, per currency, on DATABASE_URL or the
 * embedded database. Prints the totals; exits 1 on any discrepancy.
 */
import "./with-local-env";
import { createDb } from "../src/server/db";
import { resolveDatabase } from "../src/server/db/runtime";
import { formatLedgerReport } from "../src/server/ledger/report";
import { reconcileLedger } from "../src/server/ledger/reconcile";

const database = await resolveDatabase();
const db = createDb(database.url, { max: 1 });
let failed = false;
try {
  const report = await reconcileLedger(db);
  console.log(formatLedgerReport(report));
  failed = report.discrepancies.length > 0;
} finally {
  await db.$end();
  await database.stop();
}
process.exit(failed ? 1 : 0);
