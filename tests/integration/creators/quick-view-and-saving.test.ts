import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creatorPreviewVideos, reviews, savedCreators } from "@/server/db/schema";
import { getQuickView } from "@/server/services/creators/get-quick-view";
import { listPreviews } from "@/server/services/creators/list-previews";
import { listSavedCreators } from "@/server/services/creators/list-saved-creators";
import { saveCreator, unsaveCreator } from "@/server/services/creators/save-creator";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

const DAY = 86_400_000;
let creatorId: string;
let quietId: string;
let fan: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  creatorId = (await createCreator(db, { displayName: "Manno Vit", category: "singer", verified: true })).id;
  quietId = (await createCreator(db, { displayName: "Pa Gen Klip" })).id;
  fan = await createUser(db);
  await db.insert(reviews).values({ creatorId, fanId: fan.id, rating: 4 });
  await db.insert(creatorPreviewVideos).values(
    [1, 2, 3, 4].map((n) => ({
      creatorId,
      title: `Klip ${n}`,
      occasion: "birthday",
      videoUrl: `/media/previews/clip-${n}.mp4`,
      thumbnailUrl: `/media/previews/poster-0${n}.svg`,
      durationSeconds: 6 + n,
      createdAt: new Date(Date.now() - n * DAY),
    })),
  );
});

describe("quick view", () => {
  it("gives the card fields, banner and no saved state to a signed-out visitor", async () => {
    const view = await getQuickView({ db, actor: null, input: { creatorId } });
    expect(view).toMatchObject({
      id: creatorId,
      name: "Manno Vit",
      category: "singer",
      verified: true,
      rating: 4,
      reviews: 1,
      currency: "USD",
      bannerUrl: null,
      saved: null,
    });
  });

  it("is NOT_FOUND for an unknown id and for a fan without a creator profile", async () => {
    await expect(getQuickView({ db, actor: null, input: { creatorId: "nobody" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getQuickView({ db, actor: null, input: { creatorId: fan.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("previews", () => {
  it("gives at most three clips for the quick view, newest first", async () => {
    const clips = await listPreviews({ db, actor: null, input: { creatorId } });
    expect(clips.map((clip) => clip.title)).toEqual(["Klip 1", "Klip 2", "Klip 3"]);
    expect(clips[0]).toMatchObject({ occasion: "birthday", videoUrl: "/media/previews/clip-1.mp4", durationSeconds: 7 });
  });

  it("gives an empty list for a creator without clips and NOT_FOUND for an unknown creator", async () => {
    await expect(listPreviews({ db, actor: null, input: { creatorId: quietId } })).resolves.toEqual([]);
    await expect(listPreviews({ db, actor: null, input: { creatorId: "nobody" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("saving creators", () => {
  const savedRows = () =>
    db.select().from(savedCreators).where(and(eq(savedCreators.userId, fan.id), eq(savedCreators.creatorId, creatorId)));

  it("refuses a signed-out visitor and stores nothing", async () => {
    await expect(saveCreator({ db, actor: null, input: { creatorId } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(unsaveCreator({ db, actor: null, input: { creatorId } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await db.select().from(savedCreators)).toEqual([]);
  });

  it("lets a fan save (twice is once), see it saved, list it, and unsave (twice is fine)", async () => {
    await expect(saveCreator({ db, actor: fan, input: { creatorId } })).resolves.toEqual({ creatorId, saved: true });
    await saveCreator({ db, actor: fan, input: { creatorId } });
    expect(await savedRows()).toHaveLength(1);
    expect((await getQuickView({ db, actor: fan, input: { creatorId } })).saved).toBe(true);
    expect((await getQuickView({ db, actor: fan, input: { creatorId: quietId } })).saved).toBe(false);
    expect((await listSavedCreators({ db, actor: fan })).map((c) => c.name)).toEqual(["Manno Vit"]);

    await expect(unsaveCreator({ db, actor: fan, input: { creatorId } })).resolves.toEqual({ creatorId, saved: false });
    await unsaveCreator({ db, actor: fan, input: { creatorId } });
    expect(await savedRows()).toHaveLength(0);
    expect(await listSavedCreators({ db, actor: fan })).toEqual([]);
  });

  it("refuses to save an unknown creator", async () => {
    await expect(saveCreator({ db, actor: fan, input: { creatorId: "nobody" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
