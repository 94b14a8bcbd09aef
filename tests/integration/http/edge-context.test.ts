import { encode } from "@auth/core/jwt";
import { describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/server/auth/password";
import { endSessionsOf, startSession } from "@/server/auth/server-sessions";
import { SESSION_COOKIE_NAME } from "@/server/auth/session-cookie";
import { authRequest, sessionCookie, testAuthConfig } from "../auth/support";
import { PNG_BYTES, useScratchStorage } from "../media/support";
import { composeTestEdges, sessionCookieFor } from "../support/edge";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

// Every edge takes { db, actor, providers } from the one composition (edgeContext): built here on the test
// database and a scratch store, the actor comes from the request's cookie -> its session row -> the account.
const db = await useTestDb();
const storage = useScratchStorage();
composeTestEdges(db, { storage });
const trpc = await import("@/app/api/trpc/[trpc]/route");
const subscriptionsList = await import("@/app/api/subscriptions/list/route");
const uploads = await import("@/app/api/uploads/route");
const upload = await import("@/app/api/uploads/[id]/route");
const media = await import("@/app/api/media/[id]/[...file]/route");

const BASE = "http://lakou.test";
const PASSWORD = "edge-context-password";
const noParams = { params: Promise.resolve({}) };

function request(path: string, init: { method?: string; cookie?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
  const headers = new Headers({ host: "lakou.test", "sec-fetch-site": "same-origin", ...init.headers });
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(`${BASE}${path}`, { method: init.method ?? "GET", headers, body: init.body });
}

const listSubscriptions = (cookie?: string) => subscriptionsList.GET(request("/api/subscriptions/list", { cookie }), noParams);

async function me(cookie?: string) {
  const response = await trpc.GET(request(`/api/trpc/account.me?input=${encodeURIComponent('{"json":null}')}`, { cookie }), noParams);
  return ((await response.json()) as { result: { data: { json: { id: string } | null } } }).result.data.json;
}

describe("the edge composition: cookie -> session -> actor", () => {
  it("a cookie from a real Auth.js sign-in is the REST route's actor until that session is signed out", async () => {
    const fan = await createUser(db, { passwordHash: await hashPassword(PASSWORD) });
    const config = testAuthConfig(db);
    const signIn = await authRequest(config, "/api/auth/callback/credentials", {
      method: "POST",
      body: { email: fan.email, password: PASSWORD, callbackUrl: "/en/auth/callback" },
    });
    const cookie = sessionCookie(signIn)!;
    expect(cookie.startsWith(`${SESSION_COOKIE_NAME}=`)).toBe(true);
    expect((await listSubscriptions(cookie)).status).toBe(200);
    expect(await me(cookie)).toMatchObject({ id: fan.id });

    await authRequest(config, "/api/auth/signout", { method: "POST", headers: { cookie }, body: {} });
    expect(await (await listSubscriptions(cookie)).json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await me(cookie)).toBeNull();
  });

  it("no cookie, a forged cookie or another secret's token is nobody", async () => {
    const fan = await createUser(db);
    const valid = await sessionCookieFor(db, fan.id);
    expect((await listSubscriptions()).status).toBe(401);
    expect((await listSubscriptions(`${SESSION_COOKIE_NAME}=not-a-token`)).status).toBe(401);
    expect((await listSubscriptions(`${valid.slice(0, -4)}AAAA`)).status).toBe(401);
    expect((await listSubscriptions(valid)).status).toBe(200);
  });

  it("a cookie already read stops working once its token expires, and once its session is signed out", async () => {
    const fan = await createUser(db);
    const sid = await startSession(db, fan.id);
    const token = await encode({ token: { sub: fan.id, sid }, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE_NAME, maxAge: 60 });
    const cookie = `${SESSION_COOKIE_NAME}=${token}`;
    expect((await listSubscriptions(cookie)).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ["Date"] });
    try {
      expect((await listSubscriptions(cookie)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }

    const signedIn = await sessionCookieFor(db, fan.id);
    expect((await listSubscriptions(signedIn)).status).toBe(200);
    await endSessionsOf(db, fan.id);
    expect((await listSubscriptions(signedIn)).status).toBe(401);
  });

  it("the tRPC route reads the same cookie: account.me is the signed-in account, or null", async () => {
    const creator = await createUser(db, { role: "creator" });
    expect(await me(await sessionCookieFor(db, creator.id))).toMatchObject({ id: creator.id, role: "creator" });
    expect(await me()).toBeNull();
  });

  it("uploads and media: the cookie's account uploads, resumes and reads its file; others may not touch the upload", async () => {
    const owner = await createUser(db);
    const ownerCookie = await sessionCookieFor(db, owner.id);
    const otherCookie = await sessionCookieFor(db, (await createUser(db)).id);
    const body = JSON.stringify({ target: { kind: "avatar" }, sizeBytes: PNG_BYTES.byteLength });
    const json = { "content-type": "application/json" };

    expect((await uploads.POST(request("/api/uploads", { method: "POST", headers: json, body }), noParams)).status).toBe(401);
    const started = await uploads.POST(request("/api/uploads", { method: "POST", headers: json, cookie: ownerCookie, body }), noParams);
    expect(started.status).toBe(200);
    const { id } = (await started.json()) as { id: string };
    const params = { params: Promise.resolve({ id }) };

    expect(await (await upload.GET(request(`/api/uploads/${id}`, { cookie: ownerCookie }), params)).json()).toMatchObject({ receivedBytes: 0 });
    expect((await upload.GET(request(`/api/uploads/${id}`, { cookie: otherCookie }), params)).status).toBe(404);
    const put = (cookie: string) =>
      upload.PUT(request(`/api/uploads/${id}`, { method: "PUT", cookie, headers: { "upload-offset": "0" }, body: PNG_BYTES }), params);
    expect((await put(otherCookie)).status).toBe(404);
    expect(await (await put(ownerCookie)).json()).toMatchObject({ receivedBytes: PNG_BYTES.byteLength });

    const file = { params: Promise.resolve({ id, file: ["original"] }) };
    const own = await media.GET(request(`/api/media/${id}/original`, { cookie: ownerCookie }), file);
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG_BYTES);
  });
});
