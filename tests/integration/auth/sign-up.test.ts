import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { homePathFor } from "@/lib/access";
import { loadActor } from "@/server/auth/load-actor";
import { verifyPassword } from "@/server/auth/password";
import { creatorProfiles, profiles, users } from "@/server/db/schema";
import { signUp } from "@/server/services/account/sign-up";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

let counter = 0;
const uniqueEmail = (prefix = "new") => `${prefix}-${Date.now()}-${++counter}@example.test`;
const valid = () => ({ name: "Nadège Pierre", email: uniqueEmail(), password: "correct horse battery", role: "fan" });

async function accountOf(email: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row;
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
    ["role", { role: "admin" }, "validation.signUpRole"],
    ["role", { role: undefined }, "validation.signUpRole"],
  ])("reports %s with its own message key (%j)", async (field, change, key) => {
    await expect(signUp({ db, input: { ...valid(), ...change } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { [field]: key },
    });
  });

  it("reports every missing field at once", async () => {
    await expect(signUp({ db, input: {} })).rejects.toMatchObject({
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
    await expect(signUp({ db, input: { ...valid(), name: "Jo", password: "x".repeat(8) } })).resolves.toBeTruthy();
    await expect(signUp({ db, input: { ...valid(), name: "y".repeat(80), password: "x".repeat(128) } })).resolves.toBeTruthy();
  });
});

describe("signUp accounts", () => {
  it("creates a fan with a profile in fan mode, the address lower-cased and the sign-up language kept", async () => {
    const email = uniqueEmail("Fan.Person");
    const result = await signUp({ db, input: { ...valid(), email: `  ${email.toUpperCase()} `, locale: "ht" } });
    const row = await accountOf(email.toLowerCase());
    expect(row?.user.id).toBe(result.userId);
    expect(row?.user.name).toBe("Nadège Pierre");
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
    const { userId, role } = await signUp({ db, input: { ...valid(), name: "Ti Wobè Célestin", email, role: "creator" } });
    expect(role).toBe("creator");
    const row = await accountOf(email);
    expect(row?.profile).toMatchObject({ role: "creator", isCreator: true, currentMode: "creator", preferredLocale: "en" });
    expect(await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId))).toHaveLength(0);
    const actor = await loadActor(db, userId);
    expect(actor).toMatchObject({ role: "creator", currentMode: "creator" });
    expect(homePathFor(actor!)).toBe("/creator/dashboard");
  });

  it("stores the password as argon2id (m=19456, t=2, p=1) that verifies only the right password", async () => {
    const email = uniqueEmail();
    await signUp({ db, input: { ...valid(), email, password: "kreyol-pale-kreyol" } });
    const hash = (await accountOf(email))?.user.passwordHash ?? "";
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(hash).toMatch(/m=19456/);
    expect(hash).toMatch(/t=2/);
    expect(hash).toMatch(/p=1/);
    expect(hash).not.toContain("kreyol-pale-kreyol");
    expect(await verifyPassword(hash, "kreyol-pale-kreyol")).toBe(true);
    expect(await verifyPassword(hash, "kreyol-pale-kreyoL")).toBe(false);
  });

  it("refuses an address already in use, in any letter case, without touching the first account", async () => {
    const email = uniqueEmail("taken");
    const first = await signUp({ db, input: { ...valid(), email } });
    for (const again of [email, email.toUpperCase(), ` ${email.replace("taken", "TaKeN")} `]) {
      await expect(signUp({ db, input: { ...valid(), email: again, role: "creator" } })).rejects.toMatchObject({
        code: "CONFLICT",
        messageKey: "errors.emailTaken",
        fieldErrors: { email: "errors.emailTaken" },
      });
    }
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toEqual([{ id: first.userId }]);
  });

  it("gives one account and one CONFLICT when the same address signs up twice at once", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.allSettled([signUp({ db, input: { ...valid(), email } }), signUp({ db, input: { ...valid(), email } })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected");
    expect(rejected?.reason).toMatchObject({ code: "CONFLICT" });
  });
});
