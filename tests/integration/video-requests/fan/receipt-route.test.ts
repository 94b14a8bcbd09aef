import { describe, expect, it } from "vitest";
import { createCreator, createUser } from "../../support/factories";
import { useTestDb } from "../../support/test-db";
import { paidRequest } from "../support";
import { composeTestEdges, testBrowser } from "../../support/edge";
import { pdfText } from "./pdf-text";

// The route handlers run outside Next here, built by the edge composition on the test database; who is signed in
// is a real session row and its Auth.js cookie (cookie -> session -> actor).

const db = await useTestDb();
composeTestEdges(db);
const current = testBrowser(db);
const route = await import("@/app/api/orders/[requestId]/receipt/route");

function call(method: "GET" | "POST", requestId: string, query = "", headers: Record<string, string> = {}) {
  const req = new Request(`http://lakou.test/api/orders/${requestId}/receipt${query}`, {
    method,
    headers: current.headers({ host: "lakou.test", "sec-fetch-site": "same-origin", ...headers }),
  });
  return route[method](req, { params: Promise.resolve({ requestId }) });
}

describe("GET /api/orders/{requestId}/receipt", () => {
  it("serves the order's fan a PDF in the asked language (else their cookie's), and refuses everyone else with JSON", async () => {
    const { fan, creator, request } = await paidRequest(db, { creator: await createCreator(db, { displayName: "Fabienne" }) });

    await current.signIn(fan);
    const pdf = await call("GET", request.id, "?locale=fr");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="lakou-LK-[0-9A-F]{8}\.pdf"$/);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("Reçu");
    const byCookie = await call("GET", request.id, "", { cookie: "NEXT_LOCALE=ht" });
    expect(await pdfText(new Uint8Array(await byCookie.arrayBuffer()))).toContain("Resi");

    for (const [actor, status] of [[await createUser(db), 404], [creator, 404], [null, 401]] as const) {
      await current.signIn(actor);
      const refused = await call("GET", request.id, "?locale=en");
      expect(refused.status).toBe(status);
      expect(refused.headers.get("content-type")).toMatch(/application\/json/);
    }

    await current.signIn(fan);
    const post = await call("POST", request.id);
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
