import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { type FrontServer, startFrontServer } from "../../../scripts/front-server";

/** A script as a production build has one, and the headers Next.js sends with the build's files. */
const SCRIPT = `console.log(${JSON.stringify("Lakou ".repeat(2000))});`;
const NEXT_HEADERS = {
  "content-type": "application/javascript; charset=UTF-8",
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/** A stand-in Next.js: the build's one script under /_next/static/, a 404 for any other file there, pages elsewhere. */
function standInNext() {
  const asked: string[] = [];
  const app = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    if (req.url?.split("?")[0] === "/_next/static/chunks/app.js") {
      res.writeHead(200, NEXT_HEADERS);
      return res.end(SCRIPT);
    }
    res.writeHead(req.url?.startsWith("/_next/static/") ? 404 : 200, { "content-type": "text/plain" });
    res.end(req.url?.startsWith("/_next/static/") ? "not found" : "page");
  });
  return { app, asked };
}

function get(front: FrontServer, path: string, { method = "GET", encoding }: { method?: string; encoding?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: (front.server.address() as AddressInfo).port, path, method, agent: false, headers: encoding ? { "accept-encoding": encoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const open: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of open.splice(0)) await close();
});

async function frontFor(app: http.Server, keepStaticFiles: boolean) {
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  const front = await startFrontServer({ port: 0, host: "127.0.0.1", targetPorts: [(app.address() as AddressInfo).port], keepStaticFiles });
  open.push(() => front.close(), () => app.close());
  return front;
}

/** Asks for the script until the front server answers it from memory (Next.js answers while it is being kept). */
async function untilKept(front: FrontServer, asked: string[]) {
  await expect
    .poll(async () => {
      const before = asked.length;
      await get(front, "/_next/static/chunks/app.js", { encoding: "br" });
      return asked.length === before;
    })
    .toBe(true);
}

describe("the front server and the build's files in production", () => {
  it("asks Next.js once, then answers from memory in Brotli, gzip or plain, with Next.js's own headers", async () => {
    const { app, asked } = standInNext();
    const front = await frontFor(app, true);
    const first = await get(front, "/_next/static/chunks/app.js");
    expect(first.body.toString()).toBe(SCRIPT);
    await untilKept(front, asked);
    const fromNext = asked.length;

    const br = await get(front, "/_next/static/chunks/app.js?dpl=1", { encoding: "gzip, deflate, br" });
    expect(br.headers).toMatchObject({ ...NEXT_HEADERS, "content-encoding": "br", vary: "Accept-Encoding", "content-length": String(br.body.length) });
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get(front, "/_next/static/chunks/app.js", { encoding: "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(front, "/_next/static/chunks/app.js", { encoding: "br;q=0, identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    const head = await get(front, "/_next/static/chunks/app.js", { method: "HEAD", encoding: "br" });
    expect(head).toMatchObject({ status: 200, body: Buffer.alloc(0) });
    expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
    expect(asked.length).toBe(fromNext);
  });

  it("keeps no file Next.js does not have, and hands pages and other methods on as before", async () => {
    const { app, asked } = standInNext();
    const front = await frontFor(app, true);
    const missing = "/_next/static/chunks/missing.js";
    // Each request is handed on; a file not kept is asked for again in the background. Kept, a 404 would stop both.
    const statuses: number[] = [];
    await expect
      .poll(async () => {
        statuses.push((await get(front, missing)).status);
        return asked.filter((line) => line === `GET ${missing}`).length - statuses.length;
      })
      .toBeGreaterThanOrEqual(2);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const before = asked.length;
    expect((await get(front, "/en")).body.toString()).toBe("page");
    await get(front, "/_next/static/chunks/app.js", { method: "POST" });
    expect(asked.slice(before)).toEqual(expect.arrayContaining(["GET /en", "POST /_next/static/chunks/app.js"]));
  });

  it("in dev (no files kept) hands every request on to Next.js", async () => {
    const { app, asked } = standInNext();
    const front = await frontFor(app, false);
    for (let i = 0; i < 3; i++) expect((await get(front, "/_next/static/chunks/app.js", { encoding: "br" })).body.toString()).toBe(SCRIPT);
    expect(asked).toEqual(Array(3).fill("GET /_next/static/chunks/app.js"));
  });
});
