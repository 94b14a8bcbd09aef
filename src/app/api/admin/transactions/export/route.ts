import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { exportTransactionsCsv } from "@/server/services/admin/finance/list-transactions";
import { TRANSACTION_FILTERS } from "@/lib/admin/list-filters";
import { filledParams } from "@/lib/page-search-params";

/**
 * GET /api/admin/transactions/export?q=&status=&provider=&method=&currency=&from=&to=: the filtered payments as
 * CSV, streamed, named with today's date (admins holding finance_view; others 403, guests 401).
 */
export const GET = rest(async ({ req, db, actor }) => {
  const params = new URL(req.url).searchParams;
  const stream = exportTransactionsCsv({
    db,
    actor: await actor(),
    input: unparsed(filledParams(params, TRANSACTION_FILTERS)),
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="transactions-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
