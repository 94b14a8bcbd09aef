import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type FrontServer, startFrontServer } from "../../../scripts/front-server";

/**
 * Next.js closes an idle kept-alive connection after a few seconds; a request sent into it at that moment
 * is reset without an answer. The stand-in app below does that on purpose: it drops every request after
 * the first on a connection, so each case meets the race every time.
 */
function appClosingReusedConnections({ dropAll = false } = {}) {
  const served = new WeakMap<object, number>();
  const seen: string[] = [];
  const app = http.createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (dropAll || count > 1) return req.socket.destroy();
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push(`${req.method} ${body}`);
      res.end(JSON.stringify({ method: req.method, body }));
    });
  });
  return { app, seen };
}

function send(front: FrontServer, method: string, body?: string) {
  return new Promise<{ status: number; json: Record<string, string> }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: (front.server.address() as AddressInfo).port, path: "/x", method, agent: false, headers: { "accept-language": "fr" } },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const open: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of open.splice(0)) await close();
});

async function frontFor(app: http.Server) {
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  const front = await startFrontServer({ port: 0, host: "127.0.0.1", targetPorts: [(app.address() as AddressInfo).port] });
  open.push(() => front.close(), () => app.close());
  return front;
}

describe("the front server when Next.js closes a kept-alive connection under a request", () => {
  it("sends a page load again on a new connection, so the reader never sees an error", async () => {
    const { app, seen } = appClosingReusedConnections();
    const front = await frontFor(app);
    for (let i = 0; i < 3; i++) expect(await send(front, "GET")).toMatchObject({ status: 200, json: { method: "GET" } });
    expect(seen).toEqual(["GET ", "GET ", "GET "]);
  });

  it("sends a form post on its own connection, once: it is never sent into one that is closing", async () => {
    const { app, seen } = appClosingReusedConnections();
    const front = await frontFor(app);
    await send(front, "GET");
    for (const body of ["a=1", "a=2"]) expect(await send(front, "POST", body)).toMatchObject({ status: 200, json: { body } });
    expect(seen).toEqual(["GET ", "POST a=1", "POST a=2"]);
  });

  it("answers 502 with a translated JSON error when the app fails a request outright, and 503 while nothing listens", async () => {
    const { app } = appClosingReusedConnections({ dropAll: true });
    const front = await frontFor(app);
    expect(await send(front, "GET")).toEqual({
      status: 502,
      json: { code: "UPSTREAM_FAILED", error: "L'application n'a pas pu répondre à cette requête. Réessayez." },
    });

    const nothing = await startFrontServer({ port: 0, host: "127.0.0.1", targetPorts: [9] });
    open.push(() => nothing.close());
    expect(await send(nothing, "GET")).toMatchObject({ status: 503, json: { code: "UNAVAILABLE" } });
  });
});

describe("the front server when Next.js answers before the whole body came", () => {
  it("hands on the answer (a guest's 401 to a 5 MB body) every time, never a 502", async () => {
    // As Next.js refuses a guest: it answers at once and never reads the body.
    const app = http.createServer((_req, res) => {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "UNAUTHENTICATED" }));
    });
    const front = await frontFor(app);
    const body = "x".repeat(5 * 1024 * 1024);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await send(front, "POST", body)).status);
    expect(statuses).toEqual(Array(10).fill(401));
  });
});

describe("the front server before several Next.js servers", () => {
  it("hands each request to the server with the fewest under way, so a slow page does not hold up the next", async () => {
    const held: Array<() => void> = [];
    let holding = true;
    const slow = http.createServer((_req, res) => {
      const answer = () => res.end(JSON.stringify({ method: "slow" }));
      if (holding) held.push(answer);
      else answer();
    });
    const quick = http.createServer((req, res) => res.end(JSON.stringify({ method: "quick" })));
    for (const app of [slow, quick]) await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const ports = [slow, quick].map((app) => (app.address() as AddressInfo).port);
    const front = await startFrontServer({ port: 0, host: "127.0.0.1", targetPorts: ports });
    open.push(() => front.close(), () => slow.close(), () => quick.close());

    const first = send(front, "GET");
    await expect.poll(() => held.length).toBe(1);
    for (let i = 0; i < 3; i++) expect(await send(front, "GET")).toMatchObject({ status: 200, json: { method: "quick" } });
    holding = false;
    held[0]!();
    expect(await first).toMatchObject({ status: 200, json: { method: "slow" } });
    // Both idle again: they take turns.
    const turns = [(await send(front, "GET")).json.method, (await send(front, "GET")).json.method];
    expect(turns.sort()).toEqual(["quick", "slow"]);
  });
});
