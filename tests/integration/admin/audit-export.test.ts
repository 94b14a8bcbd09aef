import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs } from "@/server/db/schema";
import { CSV_EXPORT_BATCH as AUDIT_EXPORT_BATCH } from "@/server/services/admin/csv-export";
import { exportAuditCsv } from "@/server/services/admin/list-audit";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
const ROWS = 100_000;

// What the export keeps alive, not the garbage a busy machine has not collected yet: the heap is measured
// after a full collection (V8's gc, made callable here).
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;
const retainedHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

describe("the audit log's CSV export", () => {
  it("streams 100,000 entries in batches, each once, with bounded memory", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    // Many rows share a timestamp, so the keyset must break ties by id to miss none and repeat none.
    await db.execute(sql`
      insert into ${auditLogs} (actor_id, action, category, resource, resource_id, details, created_at)
      select ${admin.id}, 'user.suspended', 'users', 'user', 'u' || n, 'row ' || n || ', "quoted"',
             now() - make_interval(secs => n / 10)
      from generate_series(1, ${ROWS}) as n`);

    const stream = exportAuditCsv({ db, actor: admin, input: { range: "30d" } });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    const seen = new Set<string>();
    let lines = 0;
    let rest = "";
    let peakHeap = 0;
    let chunks = 0;
    const heapBefore = retainedHeap();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (rest + decoder.decode(value, { stream: true })).split("\r\n");
      rest = parts.pop()!;
      for (const line of parts) {
        lines++;
        const id = /,u(\d+),/.exec(line)?.[1];
        if (id) seen.add(id);
      }
      if (++chunks % 25 === 0) peakHeap = Math.max(peakHeap, retainedHeap() - heapBefore);
    }
    expect(rest).toBe("");
    expect(lines).toBe(ROWS + 1); // the header, then every entry once
    expect(seen.size).toBe(ROWS);
    // The whole file is some 15 MB of text; reading it a batch at a time stays far below holding it all.
    expect(peakHeap).toBeLessThan(60 * 1024 * 1024);
    expect(AUDIT_EXPORT_BATCH).toBeLessThan(ROWS);
  }, 120_000);

  it("quotes cells and defuses spreadsheet formulas", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    await db.insert(auditLogs).values({ actorId: admin.id, action: "setting.changed", category: "settings", resource: "setting", details: "=HYPERLINK(\"x\")" });
    const text = await new Response(exportAuditCsv({ db, actor: admin, input: { range: "1h", category: "settings" } })).text();
    expect(text.split("\r\n")[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("is refused to an admin without analytics_full", async () => {
    const finance = await createUser(db, { role: "admin", adminKind: "finance" });
    expect(() => exportAuditCsv({ db, actor: finance, input: {} })).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
  });
});
