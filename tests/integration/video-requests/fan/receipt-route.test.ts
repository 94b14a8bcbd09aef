import { describe, expect, it, vi } from "vitest";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import type * as DbModule from "@/server/db";
import { createCreator, createUser } from "../../support/factories";
import { useTestDb } from "../../support/test-db";
import { paidRequest } from "../support";
import { pdfText } from "./pdf-text";

// The REST adapter runs outside Next here: the test database is the app's, the test picks who is signed in.
const current = vi.hoisted(() => ({ db: null as Db | null, actor: null as Actor | null }));
vi.mock("@/server/db", async (importOriginal) => ({ ...(await importOriginal<typeof DbModule>()), getDb: () => current.db }));
vi.mock("@/server/auth/session", () => ({ getActor: async () => current.actor }));

const db = await useTestDb();
current.db = db;
const route = await import("@/app/api/orders/[requestId]/receipt/route");

function call(method: "GET" | "POST", requestId: string, query = "", headers: Record<string, string> = {}) {
  const req = new Request(`http://lakou.test/api/orders/${requestId}/receipt${query}`, {
    method,
    headers: { host: "lakou.test", "sec-fetch-site": "same-origin", ...headers },
  });
  return route[method](req, { params: Promise.resolve({ requestId }) });
}

describe("GET /api/orders/{requestId}/receipt", () => {
  it("serves the order's fan a PDF in the asked language (else their cookie's), and refuses everyone else with JSON", async () => {
    const { fan, creator, request } = await paidRequest(db, { creator: await createCreator(db, { displayName: "Fabienne" }) });

    current.actor = fan;
    const pdf = await call("GET", request.id, "?locale=fr");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="lakou-LK-[0-9A-F]{8}\.pdf"$/);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("Reçu");
    const byCookie = await call("GET", request.id, "", { cookie: "NEXT_LOCALE=ht" });
    expect(pdfText(new Uint8Array(await byCookie.arrayBuffer()))).toContain("Resi");

    for (const [actor, status] of [[await createUser(db), 404], [creator, 404], [null, 401]] as const) {
      current.actor = actor;
      const refused = await call("GET", request.id, "?locale=en");
      expect(refused.status).toBe(status);
      expect(refused.headers.get("content-type")).toMatch(/application\/json/);
    }

    current.actor = fan;
    const post = await call("POST", request.id);
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
