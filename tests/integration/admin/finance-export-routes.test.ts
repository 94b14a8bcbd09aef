import { describe, expect, it } from "vitest";
import { createUser } from "../support/factories";
import { composeTestEdges, testBrowser } from "../support/edge";
import { useTestDb } from "../support/test-db";
import { deliveredRequest } from "../video-requests/support";

// The CSV routes run outside Next here, built by the edge composition on the test database, with a real session cookie.

const db = await useTestDb();
composeTestEdges(db);
const current = testBrowser(db);
const routes = {
  transactions: await import("@/app/api/admin/transactions/export/route"),
  finance: await import("@/app/api/admin/finance/export/route"),
};

function get(name: keyof typeof routes, query = "") {
  const req = new Request(`http://lakou.test/api/admin/${name}/export${query}`, {
    headers: current.headers({ host: "lakou.test", "sec-fetch-site": "same-origin" }),
  });
  return routes[name].GET(req, { params: Promise.resolve({}) });
}

describe("the finance CSV exports", () => {
  it("stream CSV to a finance admin; refuse a moderator (403), a guest (401) and bad filters (422), as JSON", async () => {
    await deliveredRequest(db);
    await current.signIn(await createUser(db, { role: "admin", adminKind: "finance" }));
    const transactions = await get("transactions", "?currency=USD&status=captured");
    expect(transactions.status).toBe(200);
    expect(transactions.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(transactions.headers.get("content-disposition")).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await transactions.text()).trim().split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.split(",")[2] === "captured" && line.split(",")[6] === "USD")).toBe(true);
    const ledger = await get("finance", "?account=creator_earnings");
    expect(ledger.status).toBe(200);
    expect((await ledger.text()).trim().split("\r\n").slice(1).every((line) => line.split(",")[5] === "creator_earnings")).toBe(true);

    for (const [query, name] of [["?status=nope", "transactions"], ["?from=2026-02-31x", "transactions"], ["?kind=nope", "finance"]] as const) {
      const refused = await get(name, query);
      expect(refused.status, query).toBe(422);
      expect(refused.headers.get("content-type")).toMatch(/application\/json/);
    }
    for (const [actor, status] of [[await createUser(db, { role: "admin", adminKind: "content_moderator" }), 403], [null, 401]] as const) {
      await current.signIn(actor);
      for (const name of ["transactions", "finance"] as const) expect((await get(name)).status).toBe(status);
    }
  });
});
