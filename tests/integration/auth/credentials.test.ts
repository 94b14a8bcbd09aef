import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/server/auth/password";
import { ACCOUNT_BACKOFF, backoffDelaySeconds, countAttempt, ipKey, SIGN_IN_LIMITS } from "@/server/auth/rate-limit";
import { authRateLimits, signInBackoff } from "@/server/db/schema";
import { UNATTRIBUTED_CLIENT } from "@/server/http/client-ip";
import { verifyCredentials } from "@/server/services/account/verify-credentials";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { authRequest, testAuthConfig } from "./support";
import { clientInput } from "../support/client-input";

const db = await useTestDb();
const PASSWORD = "lakou-test-password";
let passwordHash: string;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

async function fanWithPassword() {
  return createUser(db, { email: `${unique("fan")}@example.test`, passwordHash });
}

/** Moves an account's slow-down to its end, as if the wait had passed. */
async function endWait(email: string) {
  await db.update(signInBackoff).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(signInBackoff.email, email));
}

async function attemptsOf(key: string) {
  const [row] = await db.select().from(authRateLimits).where(eq(authRateLimits.key, key));
  return row?.attempts ?? 0;
}

describe("verifyCredentials", () => {
  it("returns the account for the right password, in any letter case of the address", async () => {
    const fan = await fanWithPassword();
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: "10.0.0.1" })).resolves.toEqual({
      id: fan.id,
      email: fan.email,
      name: fan.name,
    });
    await expect(
      verifyCredentials({ db, input: { email: ` ${fan.email.toUpperCase()} `, password: PASSWORD }, ip: "10.0.0.1" }),
    ).resolves.toMatchObject({ id: fan.id });
  });

  it("answers null alike for a wrong password, an unknown address, an account without password and bad input", async () => {
    const fan = await fanWithPassword();
    const magicLinkOnly = await createUser(db);
    const ip = "10.0.0.2";
    const answers = await Promise.all([
      verifyCredentials({ db, input: { email: fan.email, password: `${PASSWORD}!` }, ip }),
      verifyCredentials({ db, input: { email: `${unique("nobody")}@example.test`, password: PASSWORD }, ip }),
      verifyCredentials({ db, input: { email: magicLinkOnly.email, password: PASSWORD }, ip }),
      verifyCredentials({ db, input: { email: "not-an-address", password: PASSWORD }, ip }),
      verifyCredentials({ db, input: clientInput(null), ip }),
    ]);
    expect(answers).toEqual([null, null, null, null, null]);
  });

  it("keeps the slow-down figures: 5 free failures, then 30 s doubling up to 15 min, forgotten after 24 h", () => {
    expect(ACCOUNT_BACKOFF).toEqual({ freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 900, memoryHours: 24 });
    expect([0, 4, 5, 6, 7, 8, 9, 10, 40].map(backoffDelaySeconds)).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900]);
    expect(SIGN_IN_LIMITS).toEqual({ perIp: 20, windowMinutes: 15 });
  });

  it("slows an account down after 5 failures instead of locking it: the right password works once the wait is over", async () => {
    const fan = await fanWithPassword();
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures; i++) {
      // A different IP each time: only the account's own slow-down applies.
      await expect(verifyCredentials({ db, input: { email: fan.email, password: "wrong" }, ip: `10.1.0.${i}` })).resolves.toBeNull();
    }
    // During the wait nothing is checked, the right password included, and refused tries do not lengthen it.
    for (let i = 0; i < 3; i++) {
      await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: "10.1.1.1" })).rejects.toMatchObject({
        code: "RATE_LIMITED",
        messageKey: "errors.signInSlowDown",
      });
    }
    const [waiting] = await db.select().from(signInBackoff).where(eq(signInBackoff.email, fan.email));
    expect(waiting?.failures).toBe(ACCOUNT_BACKOFF.freeFailures);
    const waitSeconds = (waiting!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(25);
    expect(waitSeconds).toBeLessThanOrEqual(30);

    await endWait(fan.email);
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: "10.1.1.1" })).resolves.toMatchObject({
      id: fan.id,
    });
    expect(await db.select().from(signInBackoff).where(eq(signInBackoff.email, fan.email))).toEqual([]);
  });

  it("doubles the wait with each further failure", async () => {
    const fan = await fanWithPassword();
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures; i++) await verifyCredentials({ db, input: { email: fan.email, password: "wrong" }, ip: "10.1.2.1" });
    await endWait(fan.email);
    await expect(verifyCredentials({ db, input: { email: fan.email, password: "wrong" }, ip: "10.1.2.2" })).resolves.toBeNull();
    const [row] = await db.select().from(signInBackoff).where(eq(signInBackoff.email, fan.email));
    expect(row?.failures).toBe(6);
    expect((row!.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(55);
  });

  it("lets one password check through at a time once an account waits, however many arrive together", async () => {
    const fan = await fanWithPassword();
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => verifyCredentials({ db, input: { email: fan.email, password: "wrong" }, ip: `10.1.3.${i}` })),
    );
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(ACCOUNT_BACKOFF.freeFailures);
    expect(answers.filter((a) => a.status === "rejected")).toHaveLength(12 - ACCOUNT_BACKOFF.freeFailures);
  });

  it("refuses the right password for an address that was never confirmed, like a wrong one", async () => {
    const pending = await createUser(db, { email: `${unique("pending")}@example.test`, passwordHash, emailVerified: null });
    await expect(verifyCredentials({ db, input: { email: pending.email, password: PASSWORD }, ip: "10.1.4.1" })).resolves.toBeNull();
  });

  it("blocks an IP after 20 failures across addresses, and leaves other IPs alone", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) {
      await verifyCredentials({ db, input: { email: `${unique("spray")}@example.test`, password: "wrong" }, ip });
    }
    const fan = await fanWithPassword();
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      messageKey: "errors.signInRateLimited",
    });
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: "10.2.0.2" })).resolves.toMatchObject({
      id: fan.id,
    });
  });

  it("gives the IP its attempt back on success and opens again once the 15-minute window has passed", async () => {
    const fan = await fanWithPassword();
    const ip = "10.3.0.1";
    for (let i = 0; i < 4; i++) await verifyCredentials({ db, input: { email: fan.email, password: "wrong" }, ip });
    expect(await attemptsOf(ipKey(ip))).toBe(4);
    await verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip });
    expect(await attemptsOf(ipKey(ip))).toBe(4);

    const busy = "10.3.0.2";
    for (let i = 0; i < SIGN_IN_LIMITS.perIp + 1; i++) {
      await verifyCredentials({ db, input: { email: `${unique("spray")}@example.test`, password: "wrong" }, ip: busy }).catch(() => null);
    }
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: busy })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    await db
      .update(authRateLimits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authRateLimits.key, ipKey(busy)));
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: busy })).resolves.toMatchObject({
      id: fan.id,
    });
  });

  it("counts concurrent attempts one by one (a burst cannot slip past the limit)", async () => {
    const key = `email:${unique("burst")}@example.test`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => countAttempt(db, [{ key, max: 5 }], 15)));
    expect(answers.filter(Boolean)).toHaveLength(7);
    expect(await attemptsOf(key)).toBe(12);
  });
});

describe("credentials sign-in through Auth.js", () => {
  const config = testAuthConfig(db);
  const signIn = (email: string, password: string, ip = "10.9.0.1", callbackUrl = "/en/auth/callback") =>
    authRequest(config, "/api/auth/callback/credentials", {
      method: "POST",
      headers: { "x-forwarded-for": ip },
      body: { email, password, callbackUrl },
    });

  afterEach(() => vi.restoreAllMocks());
  // Without a trusted proxy every request here shares one per-IP bucket: start each test with it empty.
  beforeEach(async () => {
    await db.delete(authRateLimits).where(eq(authRateLimits.key, ipKey(UNATTRIBUTED_CLIENT)));
  });

  it("sets a session cookie for the right password", async () => {
    const fan = await fanWithPassword();
    const response = await signIn(fan.email, PASSWORD);
    expect(response.headers.get("location")).toBe("/en/auth/callback");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("authjs.session-token="))).toBe(true);
  });

  it("never sends the browser to another site after signing in", async () => {
    const fan = await fanWithPassword();
    for (const callbackUrl of ["https://evil.example/steal", "//evil.example/steal", "http://localhost/fr/fan/home"]) {
      const response = await signIn(fan.email, PASSWORD, "10.9.3.1", callbackUrl);
      expect(response.headers.get("location")).toBe(callbackUrl.startsWith("http://localhost") ? "/fr/fan/home" : "/");
    }
  });

  it("judges the callback URL after normalising it: dot segments, backslashes and tabs never reach another site", async () => {
    const fan = await fanWithPassword();
    const escapes = ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/./\\evil.example", "/a/..//evil.example", "/\t/evil.example"];
    for (const path of [...escapes, ...escapes.map((p) => `http://localhost${p}`)]) {
      const response = await signIn(fan.email, PASSWORD, "10.9.3.2", path);
      expect(response.headers.get("location"), path).toBe("/");
    }
    const normalised = await signIn(fan.email, PASSWORD, "10.9.3.2", "/en/./fan/../fan/home");
    expect(normalised.headers.get("location")).toBe("/en/fan/home");
  });

  it("does not let a forged X-Forwarded-For buy fresh attempts when no proxy is trusted", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) await signIn(`${unique("spray")}@example.test`, "wrong", `203.0.113.${i}`);
    const fan = await fanWithPassword();
    const blocked = await signIn(fan.email, PASSWORD, "198.51.100.7");
    expect(blocked.headers.get("location")).toBe("http://localhost/login?error=CredentialsSignin&code=rate_limited");
    expect(await attemptsOf(ipKey(UNATTRIBUTED_CLIENT))).toBeGreaterThan(SIGN_IN_LIMITS.perIp);
  });

  it("answers a wrong password and an unknown address identically, without logging an error", async () => {
    const errors = vi.spyOn(console, "error");
    const fan = await fanWithPassword();
    const wrong = await signIn(fan.email, "not-the-password");
    const unknown = await signIn(`${unique("ghost")}@example.test`, PASSWORD);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.headers.get("location")).toBe(unknown.headers.get("location"));
    expect(wrong.headers.get("location")).toBe("http://localhost/login?error=CredentialsSignin&code=credentials");
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith("authjs.session-token="))).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it("answers slow_down while the account waits", async () => {
    const fan = await fanWithPassword();
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures; i++) await signIn(fan.email, "wrong", `10.9.1.${i}`);
    const waiting = await signIn(fan.email, PASSWORD, "10.9.2.1");
    expect(waiting.headers.get("location")).toBe("http://localhost/login?error=CredentialsSignin&code=slow_down");
  });
});
