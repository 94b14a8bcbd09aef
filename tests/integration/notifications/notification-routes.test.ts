import { afterAll, describe, expect, it } from "vitest";
import { notify } from "@/server/services/notifications/notify";
import { composeTestEdges, testBrowser } from "../support/edge";
import { createUser } from "../support/factories";
import { readEvents } from "../support/sse";
import { useTestDb } from "../support/test-db";

// The route handlers run outside Next here, on the test database; requests carry a real session cookie.
const db = await useTestDb();
composeTestEdges(db);
const browser = testBrowser(db);
const pollRoute = await import("@/app/api/notifications/poll/route");
const streamRoute = await import("@/app/api/notifications/stream/route");

const BASE = "http://lakou.test";
const noParams = { params: Promise.resolve({}) };
const aborts: AbortController[] = [];
afterAll(() => aborts.forEach((abort) => abort.abort()));

function streamRequest(query = "") {
  const abort = new AbortController();
  aborts.push(abort);
  return { request: new Request(`${BASE}/api/notifications/stream${query}`, { signal: abort.signal, headers: browser.headers() }), abort };
}

describe("GET /api/notifications/poll", () => {
  it("answers a guest with a JSON 401", async () => {
    await browser.signIn(null);
    const response = await pollRoute.GET(new Request(`${BASE}/api/notifications/poll`, { headers: browser.headers() }), noParams);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("answers the signed-in user's notifications, unread count and timestamp, in the cookie's language", async () => {
    const reader = await browser.signIn(await createUser(db));
    const id = await notify(db, {
      userId: reader.id,
      type: "subscription.newSubscriber",
      params: { subscriptionId: crypto.randomUUID(), fanName: "Woody", tierName: "VIP" },
    });
    const response = await pollRoute.GET(new Request(`${BASE}/api/notifications/poll`, { headers: browser.headers({ cookie: "NEXT_LOCALE=ht" }) }), noParams);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["notifications", "timestamp", "unreadCount"]);
    expect(body.unreadCount).toBe(1);
    expect(body.notifications).toEqual([
      expect.objectContaining({ id, type: "subscription.newSubscriber", readAt: null, createdAt: expect.any(String), title: expect.any(String) }),
    ]);
    expect(body.notifications[0].title).not.toBe("New subscriber");
  });

  it("answers a method it does not serve with a JSON 405", async () => {
    const response = await pollRoute.POST(new Request(`${BASE}/api/notifications/poll`, { method: "POST", headers: browser.headers() }), noParams);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});

describe("GET /api/notifications/stream", () => {
  it("answers a guest with a JSON 401, not a stream", async () => {
    await browser.signIn(null);
    const response = await streamRoute.GET(streamRequest().request, noParams);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("streams the spec's first events to the signed-in user", async () => {
    const reader = await browser.signIn(await createUser(db));
    const { request, abort } = streamRequest("?locale=fr");
    const response = await streamRoute.GET(request, noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-cache");
    const events = readEvents(response.body!);
    expect((await events.take(4)).map((event) => event.event)).toEqual(["connected", "realtime_connected", "initial_notifications", "unread_count"]);
    await notify(db, {
      userId: reader.id,
      type: "subscription.newSubscriber",
      params: { subscriptionId: crypto.randomUUID(), fanName: "Woody", tierName: "VIP" },
    });
    expect(await events.next()).toMatchObject({ event: "new_notification", data: { notification: { title: "Nouvel abonné" } } });
    abort.abort();
  });

  it("refuses a flood of streams from one user with a JSON 429", async () => {
    await browser.signIn(await createUser(db));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await streamRoute.GET(streamRequest().request, noParams)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it("refuses a bad locale with a JSON 422", async () => {
    await browser.signIn(await createUser(db));
    const response = await streamRoute.GET(streamRequest("?locale=xx").request, noParams);
    expect(response.status).toBe(422);
  });
});
