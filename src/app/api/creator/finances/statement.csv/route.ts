import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { exportStatementCsv } from "@/server/services/earnings/statement-csv";

/**
 * GET /api/creator/finances/statement.csv?period=90d&kind=all: the signed-in creator's statement as
 * CSV (a fan or guest: 403/401; a period or kind outside the lists: 422 with a translated message).
 */
export const GET = rest(async ({ req, db, actor }) => {
  const params = new URL(req.url).searchParams;
  const input = Object.fromEntries(["period", "kind"].flatMap((name) => (params.has(name) ? [[name, params.get(name)]] : [])));
  const { filename, csv } = await exportStatementCsv({ db, actor: await actor(), input: unparsed(input) });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
