import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { exportAuditCsv } from "@/server/services/admin/list-audit";
import { AUDIT_FILTERS } from "@/lib/admin/list-filters";
import { filledParams } from "@/lib/page-search-params";

/**
 * GET /api/admin/audit/export?range=7d&category=&severity=&success=&q=: the audit log's filtered entries as
 * CSV, streamed, named with today's date (admins holding analytics_full; others 403, guests 401).
 */
export const GET = rest(async ({ req, db, actor }) => {
  const params = new URL(req.url).searchParams;
  const stream = exportAuditCsv({
    db,
    actor: await actor(),
    input: unparsed(filledParams(params, AUDIT_FILTERS)),
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
