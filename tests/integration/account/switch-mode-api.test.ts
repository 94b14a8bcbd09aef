import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "@/server/db/schema";
import { createUser } from "../support/factories";
import { composeTestEdges, testBrowser } from "../support/edge";
import { useTestDb } from "../support/test-db";

// The route handlers run outside Next here, built by the edge composition on the test database; who is signed in
// is a real session row and its Auth.js cookie (cookie -> session -> actor).

const db = await useTestDb();
composeTestEdges(db);
const current = testBrowser(db);
const { POST } = await import("@/app/api/account/switch-mode/route");

function switchMode(body: string, headers: Record<string, string> = {}) {
  const req = new Request("http://lakou.test/api/account/switch-mode", {
    method: "POST",
    headers: current.headers({ "content-type": "application/json", host: "lakou.test", ...headers }),
    body,
  });
  return POST(req, { params: Promise.resolve({}) });
}

async function modeOf(id: string) {
  const [row] = await db.select({ mode: profiles.currentMode }).from(profiles).where(eq(profiles.id, id));
  return row?.mode;
}

describe("POST /api/account/switch-mode", () => {
  it("switches a fan who is also a creator and answers {success, redirectUrl}", async () => {
    await current.signIn(await createUser(db, { role: "fan", isCreator: true }));
    const response = await switchMode(JSON.stringify({ mode: "creator" }), { "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, redirectUrl: "/creator/dashboard" });
    expect(await modeOf(current.actor!.id)).toBe("creator");
  });

  it("answers 401 with {error, code} when nobody is signed in", async () => {
    await current.signIn(null);
    const response = await switchMode(JSON.stringify({ mode: "creator" }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in to continue.", code: "UNAUTHENTICATED" });
  });

  it("answers 403 to a plain fan and to an admin, in the reader's language", async () => {
    await current.signIn(await createUser(db, { role: "fan" }));
    const fan = await switchMode(JSON.stringify({ mode: "creator" }), { cookie: "NEXT_LOCALE=fr" });
    expect(fan.status).toBe(403);
    const body = await fan.json();
    expect(body.code).toBe("FORBIDDEN");
    expect(body.error).toBe("Seuls les créateurs peuvent passer du mode fan au mode créateur.");
    expect(await modeOf(current.actor!.id)).toBe("fan");

    await current.signIn(await createUser(db, { role: "admin", adminKind: "super_admin" }));
    expect((await switchMode(JSON.stringify({ mode: "fan" }))).status).toBe(403);
  });

  it("answers 422 with a translated field error for an unknown mode", async () => {
    await current.signIn(await createUser(db, { role: "creator" }));
    const response = await switchMode(JSON.stringify({ mode: "boss" }));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe("VALIDATION");
    expect(body.fieldErrors).toEqual({ mode: "Choose fan or creator mode." });
  });

  it("answers 400 JSON, not a stack trace, to a body that is not JSON", async () => {
    await current.signIn(await createUser(db, { role: "creator" }));
    const response = await switchMode("{mode: creator");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses a cross-site request and changes nothing", async () => {
    await current.signIn(await createUser(db, { role: "fan", isCreator: true }));
    const bySecFetch = await switchMode(JSON.stringify({ mode: "creator" }), { "sec-fetch-site": "cross-site" });
    expect(bySecFetch.status).toBe(403);
    const byOrigin = await switchMode(JSON.stringify({ mode: "creator" }), { origin: "https://evil.example" });
    expect(byOrigin.status).toBe(403);
    expect(await byOrigin.json()).toMatchObject({ code: "FORBIDDEN" });
    expect(await modeOf(current.actor!.id)).toBe("fan");
  });
});
