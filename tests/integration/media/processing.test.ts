import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media } from "@/server/db/schema";
import { startWorker } from "@/server/jobs/worker";
import { processVideo } from "@/server/media/process-video";
import { createCreator, createUser } from "../support/factories";
import { useTestDatabase } from "../support/test-db";
import { createVideoRequest, generateClip, uploadBytes, useScratchStorage } from "./support";

const { db, url } = await useTestDatabase();
const storage = useScratchStorage();

describe("processing a video", () => {
  it("reads its duration and size and makes the MP4, the HLS renditions and a poster", { timeout: 120_000 }, async () => {
    const creator = await createCreator(db);
    const fan = await createUser(db);
    const requestId = await createVideoRequest(db, { fanId: fan.id, creatorId: creator.id });
    const { id } = await uploadBytes(db, storage, creator, { kind: "request", requestId }, generateClip());

    await processVideo(db, storage, id);

    const [row] = await db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ status: "ready", width: 640, height: 360, renditions: { mp4: true, hls: [720, 540, 360], poster: true } });
    expect(row!.durationMs).toBeGreaterThan(2900);
    expect(row!.durationMs).toBeLessThan(3200);
    for (const file of ["download.mp4", "poster.jpg", "hls/master.m3u8", "hls/720p/index.m3u8", "hls/540p/seg_000.ts", "hls/360p/index.m3u8"]) {
      expect(await storage.size(`media/${id}/${file}`), file).toBeGreaterThan(0);
    }
    const master = Buffer.concat(await (await storage.get(`media/${id}/hls/master.m3u8`)).toArray()).toString();
    expect(master).toContain("RESOLUTION=1280x720\n720p/index.m3u8");
    expect(master).toContain("RESOLUTION=640x360\n360p/index.m3u8");

    // Running the job again (a retried job) changes nothing.
    await processVideo(db, storage, id);
    const [again] = await db.select({ updatedAt: media.updatedAt }).from(media).where(eq(media.id, id));
    expect(again!.updatedAt).toEqual(row!.updatedAt);
  });

  it("the worker processes two uploaded videos at once, so one does not wait for the other", { timeout: 120_000 }, async () => {
    const creator = await createCreator(db);
    const fan = await createUser(db);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const requestId = await createVideoRequest(db, { fanId: fan.id, creatorId: creator.id });
      ids.push((await uploadBytes(db, storage, creator, { kind: "request", requestId }, generateClip())).id);
    }
    // The first test's upload queued a job too: only these two uploads' jobs count.
    const active = async () => {
      const [row] = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from pgboss.job
            where name = 'media.processVideo' and state = 'active' and data->>'mediaId' in (${sql.join(ids, sql`, `)})`,
      );
      return row!.count;
    };

    const worker = await startWorker(url, { pollingIntervalSeconds: 0.5 });
    try {
      await expect.poll(active, { timeout: 20_000, interval: 25 }).toBe(2);
      const statuses = () => db.select({ status: media.status }).from(media).where(inArray(media.id, ids));
      await expect.poll(statuses, { timeout: 100_000, interval: 250 }).toEqual([{ status: "ready" }, { status: "ready" }]);
    } finally {
      await worker.stop();
    }
  });
});
