import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { WATERMARK_DEFAULTS } from "@/lib/media/watermark";
import { getWatermarkSettings, saveWatermarkSettings, type watermarkInput } from "@/server/services/media/watermark-settings";
import { clientInput } from "../support/client-input";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("a creator's watermark settings", () => {
  it("default to the creator's display name (not the account's name) and persist per creator", async () => {
    const creator = await createCreator(db, { name: "Jean-Baptiste Legal", displayName: "Ti Jan" });
    const other = await createCreator(db, { displayName: "Manzè Lou" });
    expect(await getWatermarkSettings({ db, actor: creator })).toEqual({ ...WATERMARK_DEFAULTS, text: "Ti Jan" });

    const mine = { ...WATERMARK_DEFAULTS, enabled: true, text: "@tijan", position: "top-left" as const, fontSize: 32 };
    await saveWatermarkSettings({ db, actor: creator, input: mine });
    expect(await getWatermarkSettings({ db, actor: creator })).toEqual(mine);
    await saveWatermarkSettings({ db, actor: creator, input: { ...mine, enabled: false } });
    expect((await getWatermarkSettings({ db, actor: creator })).enabled).toBe(false);
    expect(await getWatermarkSettings({ db, actor: other })).toEqual({ ...WATERMARK_DEFAULTS, text: "Manzè Lou" });
  });

  it("refuses an invalid watermark with the form's messages, and changes nothing", async () => {
    const creator = await createCreator(db, { displayName: "Ti Jan" });
    const bad = (patch: object) => clientInput<z.input<typeof watermarkInput>>({ ...WATERMARK_DEFAULTS, enabled: true, text: "x", ...patch });
    await expect(saveWatermarkSettings({ db, actor: creator, input: bad({ text: " " }) })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { text: "studioFlow.validation.watermarkText" },
    });
    for (const patch of [{ fontSize: 90 }, { opacity: 2 }, { padding: -1 }, { color: "red; x" }, { fontFamily: "Comic Sans" }]) {
      await expect(saveWatermarkSettings({ db, actor: creator, input: bad(patch) })).rejects.toMatchObject({ code: "VALIDATION" });
    }
    expect(await getWatermarkSettings({ db, actor: creator })).toEqual({ ...WATERMARK_DEFAULTS, text: "Ti Jan" });
  });

  it("belong to creators only", async () => {
    const fan = await createUser(db);
    await expect(getWatermarkSettings({ db, actor: fan })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(saveWatermarkSettings({ db, actor: fan, input: WATERMARK_DEFAULTS })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(saveWatermarkSettings({ db, actor: null, input: WATERMARK_DEFAULTS })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
