import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "@/server/db/schema";
import { setPreferredLocale } from "@/server/services/account/set-preferred-locale";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { clientInput } from "../support/client-input";

const db = await useTestDb();

async function localeOf(id: string) {
  const [row] = await db.select({ locale: profiles.preferredLocale }).from(profiles).where(eq(profiles.id, id));
  return row?.locale;
}

describe("setPreferredLocale", () => {
  it("saves the signed-in user's language on their own profile only", async () => {
    const [fan, neighbour] = await Promise.all([createUser(db), createUser(db)]);
    await expect(setPreferredLocale({ db, actor: fan, input: { locale: "ht" } })).resolves.toEqual({ locale: "ht" });
    expect(await localeOf(fan.id)).toBe("ht");
    expect(await localeOf(neighbour.id)).toBe("en");
  });

  it("rejects a language the site does not offer", async () => {
    const fan = await createUser(db);
    await expect(setPreferredLocale({ db, actor: fan, input: clientInput({ locale: "de" }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { locale: "validation.locale" },
    });
    expect(await localeOf(fan.id)).toBe("en");
  });
});
