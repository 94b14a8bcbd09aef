import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { profiles, users } from "@/server/db/schema";
import { createUser } from "../support/factories";
import { trpcContext } from "../support/trpc-context";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

let counter = 0;
const uniqueEmail = (prefix = "new") => `${prefix}-${Date.now()}-${++counter}@example.test`;
const valid = () => ({ name: "Nadège Pierre", email: uniqueEmail(), password: "correct horse battery", role: "fan" as const });

async function roleOf(email: string) {
  const [row] = await db
    .select({ role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row?.role;
}

describe("account.signUp procedure", () => {
  const caller = createCaller(trpcContext(db, null));

  it("creates the account for a signed-out visitor and answers check-your-e-mail", async () => {
    const email = uniqueEmail("caller");
    await expect(caller.account.signUp({ ...valid(), email, role: "creator" })).resolves.toEqual({ status: "checkEmail", email });
    expect(await roleOf(email)).toBe("creator");
  });

  it("answers a taken address exactly as a new one", async () => {
    const owner = await createUser(db, { email: uniqueEmail("caller-taken") });
    await expect(caller.account.signUp({ ...valid(), email: owner.email.toUpperCase() })).resolves.toEqual({
      status: "checkEmail",
      email: owner.email,
    });
  });

  it("answers a validation error for a short password", async () => {
    await expect(caller.account.signUp({ ...valid(), password: "short" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
  });

  it("me answers null for a signed-out visitor and the account for a signed-in one", async () => {
    await expect(caller.account.me()).resolves.toBeNull();
    const fan = await createUser(db);
    const signedIn = createCaller(trpcContext(db, fan));
    await expect(signedIn.account.me()).resolves.toMatchObject({ id: fan.id, role: "fan" });
  });
});
