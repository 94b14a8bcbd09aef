import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/server/auth/password";
import { countAttempt, emailKey, SIGN_IN_LIMITS } from "@/server/auth/rate-limit";
import { authRateLimits } from "@/server/db/schema";
import { verifyCredentials } from "@/server/services/account/verify-credentials";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { authRequest, testAuthConfig } from "./support";

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
      verifyCredentials({ db, input: null, ip }),
    ]);
    expect(answers).toEqual([null, null, null, null, null]);
  });

  it("blocks an address after 5 failures with RATE_LIMITED, even with the right password", async () => {
    const fan = await fanWithPassword();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++) {
      // A different IP each time: only the address's own count applies.
      await expect(verifyCredentials({ db, input: { email: fan.email, password: "wrong" }, ip: `10.1.0.${i}` })).resolves.toBeNull();
    }
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: "10.1.1.1" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      messageKey: "errors.signInRateLimited",
    });
  });

  it("blocks an IP after 20 failures across addresses, and leaves other IPs alone", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) {
      await verifyCredentials({ db, input: { email: `${unique("spray")}@example.test`, password: "wrong" }, ip });
    }
    const fan = await fanWithPassword();
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: "10.2.0.2" })).resolves.toMatchObject({
      id: fan.id,
    });
  });

  it("clears the address's count on success and opens again once the 15-minute window has passed", async () => {
    const fan = await fanWithPassword();
    const ip = "10.3.0.1";
    for (let i = 0; i < 4; i++) await verifyCredentials({ db, input: { email: fan.email, password: "wrong" }, ip });
    expect(await attemptsOf(emailKey(fan.email))).toBe(4);
    await verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip });
    expect(await attemptsOf(emailKey(fan.email))).toBe(0);
    expect(await attemptsOf(`ip:${ip}`)).toBe(4);

    for (let i = 0; i < 6; i++) await verifyCredentials({ db, input: { email: fan.email, password: "wrong" }, ip: "10.3.0.2" }).catch(() => null);
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: "10.3.0.3" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    await db
      .update(authRateLimits)
      .set({ windowStart: new Date(Date.now() - (SIGN_IN_LIMITS.windowMinutes + 1) * 60_000) })
      .where(eq(authRateLimits.key, emailKey(fan.email)));
    await expect(verifyCredentials({ db, input: { email: fan.email, password: PASSWORD }, ip: "10.3.0.3" })).resolves.toMatchObject({
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

  it("answers rate_limited once the address is blocked", async () => {
    const fan = await fanWithPassword();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++) await signIn(fan.email, "wrong", `10.9.1.${i}`);
    const blocked = await signIn(fan.email, PASSWORD, "10.9.2.1");
    expect(blocked.headers.get("location")).toBe("http://localhost/login?error=CredentialsSignin&code=rate_limited");
  });
});
