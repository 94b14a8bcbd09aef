import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { homePathFor } from "@/lib/access";
import { loadActor } from "@/server/auth/load-actor";
import { verifyPassword } from "@/server/auth/password";
import { SIGN_UP_LIMIT, signUpIpKey } from "@/server/auth/rate-limit";
import { authRateLimits, creatorProfiles, outboxEmails, profiles, users } from "@/server/db/schema";
import { signUp } from "@/server/services/account/sign-up";
import { verifyCredentials } from "@/server/services/account/verify-credentials";
import { createUser } from "../support/factories";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";
import { authRequest, sessionCookie, testAuthConfig } from "./support";
import { clientInput } from "../support/client-input";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const config = testAuthConfig(db);

let counter = 0;
const uniqueEmail = (prefix = "new") => `${prefix}-${Date.now()}-${++counter}@example.test`;
const valid = () => ({ name: "Nadège Pierre", email: uniqueEmail(), password: "correct horse battery", role: "fan" });
/** Each test signs up from its own address, so the per-IP limit only bites where a test wants it to. */
const ip = () => `10.50.${Math.floor(counter / 200)}.${++counter % 200}`;
const signUpFrom = (input: unknown, from = ip()) => signUp({ db, input: clientInput(input), ip: from });

async function accountOf(email: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row;
}

/** The mails sent to an address so far: the mail job's next pass first. */
async function mailsTo(email: string) {
  await jobs.runDue();
  return db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.createdAt));
}

/** The sign-in link of the newest mail to an address, as a path Auth.js answers. */
async function linkTo(email: string) {
  const [mail] = await mailsTo(email);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe("signUp validation", () => {
  it.each([
    ["name", { name: "N" }, "validation.nameLength"],
    ["name", { name: "   N   " }, "validation.nameLength"],
    ["name", { name: "x".repeat(81) }, "validation.nameLength"],
    ["email", { email: "not-an-address" }, "validation.email"],
    ["email", { email: "" }, "validation.email"],
    ["password", { password: "1234567" }, "validation.passwordMinLength"],
    ["password", { password: "x".repeat(129) }, "validation.passwordMaxLength"],
    ["password", { password: "password1" }, "security.passwordCommon"],
    ["password", { password: "Sunshine1" }, "security.passwordCommon"],
    ["password", { email: "kreyol.pale@example.test", password: "KREYOL.PALE@example.test" }, "security.passwordIsEmail"],
    ["password", { email: "kreyol.pale@example.test", password: "kreyol.pale" }, "security.passwordIsEmail"],
    ["role", { role: "admin" }, "validation.signUpRole"],
    ["role", { role: undefined }, "validation.signUpRole"],
  ])("reports %s with its own message key (%j)", async (field, change, key) => {
    await expect(signUpFrom({ ...valid(), ...change })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { [field]: key },
    });
  });

  it("reports every missing field at once", async () => {
    await expect(signUpFrom({})).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        name: "validation.nameLength",
        email: "validation.email",
        password: "validation.passwordMinLength",
        role: "validation.signUpRole",
      },
    });
  });

  it("accepts the limits: 2 and 80 character names, 8 and 128 character passwords", async () => {
    await expect(signUpFrom({ ...valid(), name: "Jo", password: "lakou-8c" })).resolves.toBeTruthy();
    await expect(signUpFrom({ ...valid(), name: "y".repeat(80), password: "x".repeat(128) })).resolves.toBeTruthy();
  });
});

describe("signUp accounts", () => {
  it("creates a fan with a profile in fan mode, the address lower-cased and the sign-up language kept", async () => {
    const email = uniqueEmail("Fan.Person");
    const answer = await signUpFrom({ ...valid(), email: `  ${email.toUpperCase()} `, locale: "ht" });
    expect(answer).toEqual({ status: "checkEmail", email: email.toLowerCase() });
    const row = await accountOf(email.toLowerCase());
    expect(row?.user).toMatchObject({ name: "Nadège Pierre", emailVerified: null });
    expect(row?.profile).toMatchObject({
      role: "fan",
      isCreator: false,
      currentMode: "fan",
      preferredLocale: "ht",
      firstName: "Nadège",
      lastName: "Pierre",
      adminKind: null,
    });
  });

  it("creates a creator in creator mode who works without a creator profile yet", async () => {
    const email = uniqueEmail("creator");
    await signUpFrom({ ...valid(), name: "Ti Wobè Célestin", email, role: "creator" });
    const row = await accountOf(email);
    expect(row?.profile).toMatchObject({ role: "creator", isCreator: true, currentMode: "creator", preferredLocale: "en" });
    expect(await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, row!.user.id))).toHaveLength(0);
    const actor = await loadActor(db, row!.user.id);
    expect(actor).toMatchObject({ role: "creator", currentMode: "creator" });
    expect(homePathFor(actor!)).toBe("/creator/dashboard");
  });

  it("stores the password as argon2id (m=19456, t=2, p=1) that verifies only the right password", async () => {
    const email = uniqueEmail();
    await signUpFrom({ ...valid(), email, password: "kreyol-pale-kreyol" });
    const hash = (await accountOf(email))?.user.passwordHash ?? "";
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(hash).toMatch(/m=19456/);
    expect(hash).toMatch(/t=2/);
    expect(hash).toMatch(/p=1/);
    expect(hash).not.toContain("kreyol-pale-kreyol");
    expect(await verifyPassword(hash, "kreyol-pale-kreyol")).toBe(true);
    expect(await verifyPassword(hash, "kreyol-pale-kreyoL")).toBe(false);
  });
});

describe("signUp confirmation", () => {
  it("mails a confirmation link in the sign-up language; following it confirms the address and signs the account in", async () => {
    const email = uniqueEmail("confirm");
    await signUpFrom({ ...valid(), email, locale: "fr", returnTo: "/fr/fan/settings" });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Confirmez votre e-mail pour terminer votre compte Lakou");
    await expect(verifyCredentials({ db, input: { email, password: "correct horse battery" }, ip: "10.60.0.1" })).resolves.toBeNull();

    const confirmed = await authRequest(config, await linkTo(email));
    expect(confirmed.headers.get("location")).toBe("/fr/auth/callback?returnTo=%2Ffr%2Ffan%2Fsettings");
    expect(sessionCookie(confirmed)).not.toBeNull();
    expect((await accountOf(email))?.user.emailVerified).toBeInstanceOf(Date);
    await expect(verifyCredentials({ db, input: { email, password: "correct horse battery" }, ip: "10.60.0.1" })).resolves.toMatchObject({
      email,
    });
  });

  it("answers an address in use exactly like a new one, mails its owner, and changes nothing", async () => {
    const owner = await createUser(db, { email: uniqueEmail("owner"), name: "Owner Name" });
    const before = await accountOf(owner.email);
    for (const again of [owner.email, owner.email.toUpperCase(), ` ${owner.email} `]) {
      await expect(signUpFrom({ ...valid(), email: again, role: "creator" })).resolves.toEqual({ status: "checkEmail", email: owner.email });
    }
    expect(await accountOf(owner.email)).toEqual(before);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]?.subject).toBe("Someone tried to sign up to Lakou with your email");
    const signedIn = await authRequest(config, await linkTo(owner.email));
    expect(sessionCookie(signedIn)).not.toBeNull();
  });

  it("takes comparable time for a new and a taken address (both hash a password and mail a link)", async () => {
    const owner = await createUser(db, { email: uniqueEmail("timing-owner") });
    const time = async (email: string) => {
      const start = performance.now();
      await signUpFrom({ ...valid(), email });
      return performance.now() - start;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) {
      fresh.push(await time(uniqueEmail("timing-new")));
      taken.push(await time(owner.email));
    }
    const ratio = median(taken) / median(fresh);
    expect(ratio, `taken ${median(taken).toFixed(1)} ms vs new ${median(fresh).toFixed(1)} ms`).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.7);
  });

  it("starts an unconfirmed account over: a stranger's earlier password does not survive the owner's sign-up", async () => {
    const email = uniqueEmail("pending");
    await signUpFrom({ ...valid(), email, password: "strangers-password", role: "creator", name: "Not The Owner" });
    await signUpFrom({ ...valid(), email, password: "the-owners-password" });
    const row = await accountOf(email);
    expect(row?.user.name).toBe("Nadège Pierre");
    expect(row?.profile).toMatchObject({ role: "fan", isCreator: false });
    expect(await verifyPassword(row!.user.passwordHash!, "strangers-password")).toBe(false);
    expect(await verifyPassword(row!.user.passwordHash!, "the-owners-password")).toBe(true);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("gives one account when the same address signs up twice at once, and the same answer to both", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([signUpFrom({ ...valid(), email }), signUpFrom({ ...valid(), email })]);
    expect(results).toEqual([
      { status: "checkEmail", email },
      { status: "checkEmail", email },
    ]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe("signUp per-IP limit", () => {
  it("keeps its figures: 10 sign-ups per address per hour", () => {
    expect(SIGN_UP_LIMIT).toEqual({ perIp: 10, windowMinutes: 60 });
  });

  it("refuses the 11th sign-up from one address within the hour, creating nothing, and leaves other addresses alone", async () => {
    const from = "10.70.0.1";
    for (let i = 0; i < SIGN_UP_LIMIT.perIp; i++) await signUpFrom({ ...valid() }, from);
    const email = uniqueEmail("over-limit");
    await expect(signUpFrom({ ...valid(), email }, from)).rejects.toMatchObject({
      code: "RATE_LIMITED",
      messageKey: "security.signUpRateLimited",
    });
    expect(await accountOf(email)).toBeUndefined();
    await expect(signUpFrom({ ...valid(), email }, "10.70.0.2")).resolves.toMatchObject({ status: "checkEmail" });

    await db.update(authRateLimits).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(authRateLimits.key, signUpIpKey(from))));
    await expect(signUpFrom({ ...valid() }, from)).resolves.toMatchObject({ status: "checkEmail" });
  });
});
