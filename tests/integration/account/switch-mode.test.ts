import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { switchMode } from "@/server/services/account/switch-mode";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { clientInput } from "../support/client-input";

const db = await useTestDb();

async function modeOf(id: string) {
  const [row] = await db.select({ mode: profiles.currentMode }).from(profiles).where(eq(profiles.id, id));
  return row?.mode;
}

describe("switchMode", () => {
  let fanCreator: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    fanCreator = await createUser(db, { role: "fan", isCreator: true });
  });

  it("moves a fan who is also a creator into creator mode and back", async () => {
    await expect(switchMode({ db, actor: fanCreator, input: { mode: "creator" } })).resolves.toEqual({
      success: true,
      mode: "creator",
      redirectUrl: "/creator/dashboard",
    });
    expect(await modeOf(fanCreator.id)).toBe("creator");
    const back = await switchMode({ db, actor: fanCreator, input: { mode: "fan" } });
    expect(back.redirectUrl).toBe("/fan/home");
    expect(await modeOf(fanCreator.id)).toBe("fan");
  });

  it("lets a creator switch to fan mode", async () => {
    const creator = await createCreator(db);
    await switchMode({ db, actor: creator, input: { mode: "fan" } });
    expect(await modeOf(creator.id)).toBe("fan");
  });

  it("refuses a fan who is not a creator and leaves the mode alone", async () => {
    const fan = await createUser(db, { role: "fan" });
    await expect(switchMode({ db, actor: fan, input: { mode: "creator" } })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await modeOf(fan.id)).toBe("fan");
  });

  it("refuses every admin, even a super_admin", async () => {
    const admin = await createUser(db, { role: "admin", adminKind: "super_admin" });
    await expect(switchMode({ db, actor: admin, input: { mode: "fan" } })).rejects.toBeInstanceOf(AppError);
  });

  it("rejects an unknown mode with a field error", async () => {
    await expect(switchMode({ db, actor: fanCreator, input: clientInput({ mode: "boss" }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { mode: "validation.mode" },
    });
  });
});
