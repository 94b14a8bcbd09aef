import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAGIC_LINK_LIMIT } from "@/server/auth/rate-limit";
import { outboxEmails, profiles, users, verificationTokens } from "@/server/db/schema";
import { createUser } from "../support/factories";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";
import { authRequest, testAuthConfig } from "./support";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const config = testAuthConfig(db);
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.test`;

function requestLink(email: string, callbackUrl: string) {
  return authRequest(config, "/api/auth/signin/email", { method: "POST", body: { email, callbackUrl } });
}

/** The newest mail to `email`, once the queued mails are sent. */
async function lastMailTo(email: string) {
  await jobs.runDue();
  const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.createdAt)).limit(1);
  return mail;
}

function linkIn(text: string) {
  const link = text.match(/http:\/\/localhost\/api\/auth\/callback\/email\?\S+/)?.[0];
  if (!link) throw new Error(`no sign-in link in: ${text}`);
  return new URL(link);
}

describe("magic link", () => {
  it("stores a token, mails a link in the page's language, and signs a new visitor in as a fan through /auth/callback", async () => {
    const email = uniqueEmail("Magic.New");
    await requestLink(email, "/fr/auth/callback?returnTo=%2Ffr%2Ffan%2Fsettings");

    const normalized = email.toLowerCase();
    expect(await db.select().from(verificationTokens).where(eq(verificationTokens.identifier, normalized))).toHaveLength(1);
    const mail = await lastMailTo(normalized);
    expect(mail?.subject).toBe("Votre lien de connexion à Lakou");
    const link = linkIn(mail?.text ?? "");
    expect(link.pathname).toBe("/api/auth/callback/email");
    expect(link.searchParams.get("callbackUrl")).toBe("/fr/auth/callback?returnTo=%2Ffr%2Ffan%2Fsettings");
    expect(mail?.html).toContain(link.toString().replaceAll("&", "&amp;"));

    const response = await authRequest(config, `${link.pathname}${link.search}`);
    expect(response.headers.get("location")).toBe("/fr/auth/callback?returnTo=%2Ffr%2Ffan%2Fsettings");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
    expect(cookie).toBeTruthy();

    const [account] = await db
      .select({ id: users.id, verified: users.emailVerified, role: profiles.role, mode: profiles.currentMode })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, normalized));
    expect(account).toMatchObject({ role: "fan", mode: "fan" });
    expect(account?.verified).toBeInstanceOf(Date);

    const session = await authRequest(config, "/api/auth/session", { headers: { cookie: cookie!.split(";")[0]! } });
    expect(await session.json()).toMatchObject({ user: { id: account?.id, email: normalized } });
  });

  it("signs an existing account in without creating another, and the link works only once", async () => {
    const fan = await createUser(db, { email: uniqueEmail("magic-existing") });
    await requestLink(fan.email, "/en/auth/callback");
    const link = linkIn((await lastMailTo(fan.email))?.text ?? "");

    const first = await authRequest(config, `${link.pathname}${link.search}`);
    expect(first.headers.get("location")).toBe("/en/auth/callback");
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, fan.email))).toEqual([{ id: fan.id }]);

    const again = await authRequest(config, `${link.pathname}${link.search}`);
    expect(again.headers.get("location")).toBe("http://localhost/auth/callback?error=Verification");
    expect(again.headers.getSetCookie().some((c) => c.startsWith("authjs.session-token="))).toBe(false);
  });

  it("mails English by default and stops mailing one address after the limit", async () => {
    const email = uniqueEmail("magic-limit");
    for (let i = 0; i < MAGIC_LINK_LIMIT.perEmail; i++) await requestLink(email, "/en/auth/callback");
    expect((await lastMailTo(email))?.subject).toBe("Your Lakou sign-in link");

    const refused = await requestLink(email, "/en/auth/callback");
    expect(refused.headers.get("location")).toBe("http://localhost/auth/callback?error=AccessDenied");
    await jobs.runDue();
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).toHaveLength(MAGIC_LINK_LIMIT.perEmail);
  });
});
