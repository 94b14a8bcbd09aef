import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "@/env";
import { mediaIdOfFileUrl } from "@/lib/media/renditions";
import { loadActor } from "@/server/auth/load-actor";
import { creatorPreviewVideos, media, posts, users, videoRequests } from "@/server/db/schema";
import { seed } from "@/server/db/seed";
import { DEMO_FAN } from "@/server/db/seed/demo-accounts";
import { DEMO_MEDIA_CACHE_DIR, seedDemoVideos } from "@/server/db/seed/demo-videos";
import { cachedDemoVideo } from "@/server/db/seed/demo-videos/render";
import { canViewMedia } from "@/server/services/media/access";
import { getDeliveredVideo } from "@/server/services/video-requests/delivered-video";
import { useTestDb } from "../support/test-db";
import { useScratchStorage } from "./support";

const db = await useTestDb();
const storage = useScratchStorage();
/** Making the videos the first time on a machine takes a minute or two; later runs take them from the cache. */
const COLD = 10 * 60 * 1000;

interface Probed {
  format: { duration: string };
  streams: { codec_type: string; width?: number; height?: number; tags?: { language?: string } }[];
}

const probe = (file: string) =>
  JSON.parse(execFileSync(env.FFPROBE_PATH, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file], { encoding: "utf8" })) as Probed;

/** The text of a file's captions stream, cue after cue, as one line. */
function captionsText(file: string): string {
  const srt = execFileSync(env.FFMPEG_PATH, ["-v", "error", "-i", file, "-map", "0:s:0", "-f", "srt", "-"], { encoding: "utf8" });
  return srt
    .split("\n")
    .filter((line) => line.trim() && !/^\d+$/.test(line.trim()) && !line.includes("-->"))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

describe("a demo video", () => {
  const spec = {
    name: "Stefi Rakontè",
    portraitSvg: readFileSync(path.resolve("public/media/avatars/stefi.rakonte.svg"), "utf8"),
    title: "Kenbe fèm, Tatie Gina",
    message: "Tatie Gina, se mwen menm! Mwen konnen semèn sa yo pa fasil. Kenbe fèm, tout fanmi an dèyè w.",
    voice: "ht" as const,
    hue: 120,
  };

  it("is 720p with a voice, captioned with the message, run through the upload pipeline, and made once", { timeout: COLD }, async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), "lakou-demo-cache-"));
    const first = await cachedDemoVideo(spec, cacheDir);
    expect(first.made).toBe(true);
    const { video } = first;

    const download = probe(path.join(video.out, "download.mp4"));
    expect(download.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 1280, height: 720 });
    expect(download.streams.some((s) => s.codec_type === "audio")).toBe(true);
    const seconds = Number(download.format.duration);
    expect(seconds).toBeGreaterThanOrEqual(10);
    expect(seconds).toBeLessThanOrEqual(20);
    expect(video.made).toMatchObject({ width: 1280, height: 720, renditions: { mp4: true, hls: [720, 540, 360], poster: true } });
    const top = probe(path.join(video.out, "hls", "720p", "index.m3u8"));
    expect(top.streams.find((s) => s.codec_type === "video")).toMatchObject({ height: 720 });
    expect(top.streams.some((s) => s.codec_type === "audio")).toBe(true);
    expect(readdirSync(video.out)).toEqual(expect.arrayContaining(["download.mp4", "poster.jpg", "hls"]));

    const original = probe(video.original);
    expect(original.streams.find((s) => s.codec_type === "subtitle")?.tags?.language).toBe("hat");
    expect(captionsText(video.original)).toBe(oneLine(spec.message));
    expect(oneLine(video.cues.map((cue) => cue.text).join(" "))).toBe(oneLine(spec.message));

    const again = await cachedDemoVideo(spec, cacheDir);
    expect(again.made).toBe(false);
    expect(again.video.made).toEqual(video.made);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });
});

describe("seeding the demo videos", () => {
  it("gives the demo fan's delivery its own processed video, plays only a creator's own videos, shows samples to everyone, and a second run makes nothing", { timeout: COLD }, async () => {
    await seed(db);
    const first = await seedDemoVideos(db, storage, { cacheDir: DEMO_MEDIA_CACHE_DIR });
    expect(first.media).toBeGreaterThan(0);

    const [fanRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_FAN.email));
    const fan = (await loadActor(db, fanRow!.id))!;
    const [delivery] = await db
      .select({ id: videoRequests.id, instructions: videoRequests.instructions, media })
      .from(videoRequests)
      .innerJoin(media, eq(media.id, videoRequests.deliveredMediaId))
      .where(and(eq(videoRequests.fanId, fan.id), eq(videoRequests.status, "completed")));
    expect(delivery!.media).toMatchObject({ status: "ready", kind: "video", width: 1280, height: 720, videoRequestId: delivery!.id });
    expect(await getDeliveredVideo({ db, actor: fan, input: { requestId: delivery!.id } })).toMatchObject({ mediaId: delivery!.media.id, hasHls: true, hasPoster: true });
    for (const file of ["original", "download.mp4", "poster.jpg", "hls/master.m3u8", "hls/720p/index.m3u8", "hls/360p/seg_000.ts"]) {
      expect(await storage.size(`media/${delivery!.media.id}/${file}`), file).toBeGreaterThan(0);
    }
    const original = path.join(env.LAKOU_DATA_DIR, "media", "media", delivery!.media.id, "original");
    expect(captionsText(original)).toBe(oneLine(delivery!.instructions));

    // Every sample and every video post plays a made video of its own creator; a guest may watch a sample, not someone's delivery.
    const previews = await db
      .select({ creatorId: creatorPreviewVideos.creatorId, videoUrl: creatorPreviewVideos.videoUrl, durationSeconds: creatorPreviewVideos.durationSeconds })
      .from(creatorPreviewVideos);
    expect(previews.length).toBeGreaterThan(0);
    const sampleIds = new Set(previews.map((p) => mediaIdOfFileUrl(p.videoUrl, "download.mp4")));
    expect(sampleIds.size).toBe(previews.length);
    const made = await db.select().from(media).where(isNotNull(media.id));
    const owners = new Map(made.map((m) => [m.id, m.ownerId]));
    for (const preview of previews) expect(owners.get(mediaIdOfFileUrl(preview.videoUrl, "download.mp4")!)).toBe(preview.creatorId);
    const videoPosts = await db.select({ creatorId: posts.creatorId, videos: posts.videos }).from(posts).where(eq(posts.contentType, "video"));
    expect(videoPosts.length).toBeGreaterThan(0);
    for (const post of videoPosts) expect(owners.get(mediaIdOfFileUrl(post.videos[0]!, "download.mp4")!)).toBe(post.creatorId);
    const otherDeliveries = await db
      .select({ creatorId: videoRequests.creatorId, videoUrl: videoRequests.videoUrl })
      .from(videoRequests)
      .where(and(eq(videoRequests.status, "completed"), isNotNull(videoRequests.videoUrl)));
    expect(otherDeliveries.length).toBeGreaterThan(0);
    for (const delivery of otherDeliveries) expect(owners.get(mediaIdOfFileUrl(delivery.videoUrl!, "download.mp4")!)).toBe(delivery.creatorId);
    expect(previews.every((p) => p.durationSeconds >= 10 && p.durationSeconds <= 20)).toBe(true);
    const sample = made.find((m) => sampleIds.has(m.id))!;
    expect(await canViewMedia(db, null, sample)).toBe(true);
    expect(await canViewMedia(db, null, delivery!.media)).toBe(false);

    expect(await seedDemoVideos(db, storage, { cacheDir: DEMO_MEDIA_CACHE_DIR })).toEqual({ made: 0, media: 0 });
  });
});
