import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceCookieFor, DEVICE_COOKIE, issueDeviceCookie } from "@/server/auth/device-cookie";
import { hashPassword } from "@/server/auth/password";
import { ACCOUNT_BACKOFF, claimPasswordCheck, DEVICE_LIMIT, ipKey, SIGN_IN_LIMITS } from "@/server/auth/rate-limit";
import { authRateLimits } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address-header";
import { freeLocalPort, type FrontServer, startFrontServer } from "../../../scripts/front-server";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { testAuthConfig } from "./support";
import { Auth } from "@auth/core";

const db = await useTestDb();
const PASSWORD = "lakou-test-password";
let passwordHash: string;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.test`;

/**
 * The app as `npm start` runs it, reduced to sign-in: our front server in front of a server that
 * hands each request to Lakou's Auth.js configuration, as the /api/auth route does.
 */
const config = testAuthConfig(db);
const app = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const answer = (await Auth(
    new Request(`http://localhost${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }),
    config as Parameters<typeof Auth>[1],
  )) as Response;
  res.writeHead(answer.status, { location: answer.headers.get("location") ?? "" });
  res.end();
});
let front: FrontServer;
let frontPort: number;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  const appPort = await freeLocalPort();
  await new Promise<void>((resolve) => app.listen(appPort, "127.0.0.1", resolve));
  front = await startFrontServer({ port: 0, host: "127.0.0.1", targetPorts: [appPort] });
  frontPort = (front.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await front.close();
  app.closeAllConnections();
  await new Promise((resolve) => app.close(resolve));
});

/**
 * One credentials sign-in from the loopback address `from` (each 127.0.0.x is its own client), with
 * whatever headers the client chooses to send. Answers the refusal code, or "signed-in".
 */
function signIn(from: string, email: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const body = new URLSearchParams({ email, password, callbackUrl: "/en/auth/callback" }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: frontPort,
        localAddress: from,
        method: "POST",
        path: "/api/auth/callback/credentials",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      },
      (res) => {
        res.resume();
        const location = res.headers.location ?? "";
        resolve(location.includes("error=") ? new URL(location).searchParams.get("code") ?? "error" : "signed-in");
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const owner = () => createUser(db, { role: "admin", email: unique("admin"), passwordHash });

describe("the front server gives each client its own address", () => {
  it("an echo of what the app sees: the socket's address, never the client's own copy of the header", async () => {
    const echo = http.createServer((req, res) => res.end(JSON.stringify(req.headers)));
    await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
    const echoFront = await startFrontServer({ port: 0, host: "127.0.0.1", targetPorts: [(echo.address() as AddressInfo).port] });
    const seen = await new Promise<Record<string, string>>((resolve, reject) => {
      http
        .get(
          {
            host: "127.0.0.1",
            port: (echoFront.server.address() as AddressInfo).port,
            localAddress: "127.0.0.7",
            headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () => resolve(JSON.parse(text)));
          },
        )
        .on("error", reject);
    });
    await echoFront.close();
    echo.close();
    expect(seen[CLIENT_ADDRESS_HEADER]).toBe("127.0.0.7");
    expect(seen["x-forwarded-for"]).toBe("203.0.113.67");
  });
});

describe("an anonymous client cannot lock anyone else out", () => {
  it("after its own address is blocked, another client still signs in, and its forged headers bought nothing", async () => {
    const admin = await owner();
    const forged = { [CLIENT_ADDRESS_HEADER]: "198.51.100.9", "x-forwarded-for": "198.51.100.10" };
    for (let i = 0; i <= SIGN_IN_LIMITS.perIp; i++) await signIn("127.0.0.2", unique("spray"), "wrong", forged);
    expect(await signIn("127.0.0.2", admin.email, PASSWORD, forged)).toBe("rate_limited");

    expect(await signIn("127.0.0.3", admin.email, PASSWORD)).toBe("signed-in");
    const keys = (await db.select().from(authRateLimits).where(like(authRateLimits.key, "ip:%"))).map((row) => row.key);
    expect(keys).toContain(ipKey("127.0.0.2"));
    expect(keys).not.toContain(ipKey("198.51.100.9"));
    expect(keys).not.toContain(ipKey("unattributed"));
  });

  it("failures against an account slow other browsers down, never the owner's browser that signed in before", async () => {
    const admin = await owner();
    // The owner signed in on this browser before: it holds the device cookie the sign-in form sets.
    const device = deviceCookieFor(admin.email)!;
    const ownerBrowser = { cookie: `${device.name}=${device.value}` };

    // Attackers from several addresses guess the owner's password well past the free failures.
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures + 3; i++) await signIn(`127.0.1.${i + 1}`, admin.email, "wrong");
    expect(await signIn("127.0.2.1", admin.email, PASSWORD)).toBe("slow_down");

    // The owner's browser is not slowed, even from an address an attacker used; it signs in at once.
    expect(await signIn("127.0.1.1", admin.email, PASSWORD, ownerBrowser)).toBe("signed-in");
  });

  it("a device cookie helps only its own account, only when genuine, and is limited on its own", async () => {
    const admin = await owner();
    const other = await owner();
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures + 1; i++) await signIn(`127.0.3.${i + 1}`, admin.email, "wrong");

    const forgedCookie = issueDeviceCookie(admin.email, "not-the-secret");
    expect(await signIn("127.0.4.1", admin.email, PASSWORD, { cookie: `${DEVICE_COOKIE}=${forgedCookie}` })).toBe("slow_down");
    const otherAccountsCookie = deviceCookieFor(other.email)!;
    expect(await signIn("127.0.4.2", admin.email, PASSWORD, { cookie: `${DEVICE_COOKIE}=${otherAccountsCookie.value}` })).toBe(
      "slow_down",
    );

    // A stolen device cookie buys DEVICE_LIMIT guesses, then that cookie waits too; the account's own counter is untouched by it.
    const stolen = { cookie: `${DEVICE_COOKIE}=${deviceCookieFor(admin.email)!.value}` };
    for (let i = 0; i < DEVICE_LIMIT.failures; i++) expect(await signIn("127.0.5.1", admin.email, "wrong", stolen)).toBe("credentials");
    expect(await signIn("127.0.5.1", admin.email, PASSWORD, stolen)).toBe("slow_down");
    const ownersOwn = { cookie: `${DEVICE_COOKIE}=${deviceCookieFor(admin.email)!.value}` };
    expect(await signIn("127.0.5.2", admin.email, PASSWORD, ownersOwn)).toBe("signed-in");
    const [row] = await db.select().from(authRateLimits).where(eq(authRateLimits.key, ipKey("127.0.5.1")));
    expect(row).toBeUndefined();
  });
});

describe("one account signing in from two browsers at the same moment", () => {
  it("neither is told to slow down: a check within the free failures never waits, whichever statement's clock reads earlier", async () => {
    const admin = await owner();
    // The second browser's check began first (its statement's now() is earlier), then waited on the row the first one wrote.
    const secondGotIn = await db.transaction(async (second) => {
      await second.execute(sql`select now()`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await claimPasswordCheck(db, admin.email)).toBe(true);
      return claimPasswordCheck(second, admin.email);
    });
    expect(secondGotIn).toBe(true);

    // And through the sign-in form's endpoint: as many right passwords at once as the free failures all get in.
    const other = await owner();
    const browsers = Array.from({ length: ACCOUNT_BACKOFF.freeFailures }, (_, i) => `127.0.6.${i + 1}`);
    const results = await Promise.all(browsers.map((from) => signIn(from, other.email, PASSWORD)));
    expect(results).toEqual(browsers.map(() => "signed-in"));
  });
});
