/**
 * `npm run ledger:check`: reconciles the ledger with the payments, per currency, and every payment not
 * final with its provider's own view (the test provider's tables, or Stripe's and MonCash's APIs when
 * their keys are set), on DATABASE_URL or the embedded database. Prints the totals, divergences, orphan
 * holds (held for an order that ended) and extra holds (more than one per order); exits 1 on any.
 */
import "./with-local-env";
import { createDb } from "../src/server/db";
import { resolveDatabase } from "../src/server/db/runtime";
import { formatLedgerReport } from "../src/server/ledger/report";
import { reconcileLedger } from "../src/server/ledger/reconcile";
import { getPaymentProviders } from "../src/server/payments";
import { checkPaymentsWithProviders, formatProviderCheck, problemCount } from "../src/server/services/payments/provider-reconciliation";

const database = await resolveDatabase();
const db = createDb(database.url, { max: 1 });
let failed = false;
try {
  const report = await reconcileLedger(db);
  console.log(formatLedgerReport(report));
  const check = await checkPaymentsWithProviders({ db, providers: getPaymentProviders(db) });
  console.log(formatProviderCheck(check));
  failed = report.discrepancies.length > 0 || problemCount(check) > 0;
} finally {
  await db.$end();
  await database.stop();
}
process.exit(failed ? 1 : 0);
