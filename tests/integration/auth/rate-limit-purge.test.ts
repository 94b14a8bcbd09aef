import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimPasswordCheck, countAttempt, purgeExpiredRateLimits } from "@/server/auth/rate-limit";
import { createSignInLink, purgeExpiredSignInLinks } from "@/server/auth/sign-in-link";
import { authRateLimits, signInBackoff, verificationTokens } from "@/server/db/schema";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("purgeExpiredRateLimits", () => {
  it("deletes the windows and slow-downs that have ended and keeps the running ones", async () => {
    await countAttempt(db, [{ key: "ip:running", max: 5 }, { key: "ip:ended", max: 5 }], 15);
    await claimPasswordCheck(db, "running@example.test");
    await claimPasswordCheck(db, "ended@example.test");
    const past = new Date(Date.now() - 1000);
    await db.update(authRateLimits).set({ expiresAt: past }).where(eq(authRateLimits.key, "ip:ended"));
    await db.update(signInBackoff).set({ expiresAt: past }).where(eq(signInBackoff.email, "ended@example.test"));

    await expect(purgeExpiredRateLimits(db)).resolves.toEqual({ rateLimits: 1, backoff: 1 });
    expect((await db.select().from(authRateLimits)).map((row) => row.key)).toEqual(["ip:running"]);
    expect((await db.select().from(signInBackoff)).map((row) => row.email)).toEqual(["running@example.test"]);
    await expect(purgeExpiredRateLimits(db)).resolves.toEqual({ rateLimits: 0, backoff: 0 });
  });

  it("gives each window an end: the window length after its first attempt", async () => {
    await countAttempt(db, [{ key: "ip:window", max: 5 }], 15);
    const [row] = await db.select().from(authRateLimits).where(eq(authRateLimits.key, "ip:window"));
    expect(row!.expiresAt.getTime() - row!.windowStart.getTime()).toBe(15 * 60_000);
  });
});

describe("purgeExpiredSignInLinks", () => {
  it("deletes the e-mailed links whose day has passed and keeps the ones still valid", async () => {
    await createSignInLink(db, { email: "fresh@example.test", callbackPath: "/en" });
    await createSignInLink(db, { email: "stale@example.test", callbackPath: "/en" });
    await db
      .update(verificationTokens)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.identifier, "stale@example.test"));

    await expect(purgeExpiredSignInLinks(db)).resolves.toBe(1);
    expect((await db.select().from(verificationTokens)).map((row) => row.identifier)).toEqual(["fresh@example.test"]);
  });
});
