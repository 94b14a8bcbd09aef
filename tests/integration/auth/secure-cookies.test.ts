import { skipCSRFCheck } from "@auth/core";
import type { NextAuthConfig } from "next-auth";
import { describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/server/auth/password";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { authRequest } from "./support";

const db = await useTestDb();

describe("session cookies behind HTTPS", () => {
  it("are Secure whenever the public address is HTTPS, even when the proxy speaks plain HTTP to the app", async () => {
    vi.stubEnv("APP_URL", "https://lakou.example");
    vi.resetModules();
    const { createAuthConfig } = await import("@/server/auth/config");
    const config = { ...createAuthConfig(db), secret: process.env.AUTH_SECRET, skipCSRFCheck } as NextAuthConfig;
    const fan = await createUser(db, { passwordHash: await hashPassword("a-secure-cookie-pass") });

    const response = await authRequest(config, "/api/auth/callback/credentials", {
      method: "POST",
      body: { email: fan.email, password: "a-secure-cookie-pass", callbackUrl: "/en/auth/callback" },
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Secure-authjs.session-token="));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    vi.unstubAllEnvs();
  });
});
