import "server-only";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { mediaFileUrl } from "@/lib/media/renditions";
import type { Db } from "@/server/db";
import { creatorPreviewVideos, creatorProfiles, media, posts, users, videoRequests } from "@/server/db/schema";
import { putRenditions } from "@/server/media/process-video";
import type { Storage } from "@/server/storage";
import en from "../../../../../messages/en.json";
import { CREATORS } from "../creators-data";
import { DEMO_CREATOR_PROFILES, DEMO_FAN } from "../demo-accounts";
import { hashNumber, seedId } from "../deterministic";
import { avatarUrl, demoVideoMediaId, demoVideoUrls } from "../media";
import { SAMPLES } from "../previews";
import { sampleVideoCount } from "../sample-videos";
import { type CachedDemoVideo, type DemoVideoSpec, cachedDemoVideo, canRenderDemoVideos, demoVideoKey } from "./render";
import { SAMPLE_SCRIPTS } from "./sample-scripts";

/** ffmpeg runs at a time: the machines are small. */
const PARALLEL = 2;

/** Shared by every data folder (the e2e server wipes its own on each run), so videos are made once per machine. */
export const DEMO_MEDIA_CACHE_DIR = path.resolve(".data", "media-cache");

interface Planned {
  mediaId: string;
  ownerId: string;
  videoRequestId: string | null;
  spec: DemoVideoSpec;
}

type PlannedSample = Planned & { previewId: string; occasion: string };

const OCCASIONS: Record<string, string> = en.booking.occasions;

async function portrait(handle: string) {
  return readFile(path.join(path.resolve("public"), avatarUrl(handle)), "utf8");
}

/** The seeded rows that get their own video: every sample and every delivery to or from a demo account. */
async function plan(db: Db) {
  const creators = await db
    .select({ id: creatorProfiles.userId, handle: creatorProfiles.handle, name: creatorProfiles.displayName })
    .from(creatorProfiles);
  const byHandle = new Map(creators.map((c) => [c.handle, c]));
  const byId = new Map(creators.map((c) => [c.id, c]));
  const seedCreators = [...DEMO_CREATOR_PROFILES.map(({ creator }) => creator), ...CREATORS];
  const withSamples = seedCreators.filter((c) => sampleVideoCount(c) > 0 && byHandle.has(c.handle));
  const hue = (handle: string) => hashNumber(`video-hue:${handle}`) % 360;

  const samples: PlannedSample[] = [];
  const previewIds = withSamples.flatMap((c) => SAMPLES.map((s) => ({ creator: byHandle.get(c.handle)!, sample: s, id: seedId(`preview:${c.handle}:${s.key}`) })));
  const present = new Set(
    (
      await db
        .select({ id: creatorPreviewVideos.id })
        .from(creatorPreviewVideos)
        .where(inArray(creatorPreviewVideos.id, previewIds.map((p) => p.id)))
    ).map((row) => row.id),
  );
  for (const { creator, sample, id } of previewIds.filter((p) => present.has(p.id))) {
    const script = SAMPLE_SCRIPTS[sample.key]!;
    samples.push({
      mediaId: demoVideoMediaId(id),
      previewId: id,
      occasion: sample.occasion,
      ownerId: creator.id,
      videoRequestId: null,
      spec: { name: creator.name, portraitSvg: await portrait(creator.handle), title: sample.title, message: script.message, voice: script.voice, hue: hue(creator.handle) },
    });
  }

  const demoCreatorIds = DEMO_CREATOR_PROFILES.map(({ creator }) => byHandle.get(creator.handle)?.id).filter((id) => id !== undefined);
  const [demoFan] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_FAN.email));
  const requests = await db
    .select({
      id: videoRequests.id,
      creatorId: videoRequests.creatorId,
      occasion: videoRequests.occasion,
      recipientName: videoRequests.recipientName,
      instructions: videoRequests.instructions,
    })
    .from(videoRequests)
    .where(
      and(
        eq(videoRequests.status, "completed"),
        sql`${videoRequests.idempotencyKey} like 'seed:%'`,
        or(inArray(videoRequests.creatorId, demoCreatorIds), demoFan ? eq(videoRequests.fanId, demoFan.id) : undefined),
      ),
    )
    .orderBy(videoRequests.id);
  const deliveries: Planned[] = [];
  for (const request of requests) {
    const creator = byId.get(request.creatorId)!;
    deliveries.push({
      mediaId: demoVideoMediaId(request.id),
      ownerId: creator.id,
      videoRequestId: request.id,
      spec: {
        name: creator.name,
        portraitSvg: await portrait(creator.handle),
        title: `${OCCASIONS[request.occasion] ?? request.occasion} · for ${request.recipientName}`,
        message: request.instructions,
        voice: "en-us",
        hue: hue(creator.handle),
      },
    });
  }
  return { samples, deliveries };
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

export interface DemoVideosSummary {
  /** Videos rendered now (not found in the cache). */
  made: number;
  /** Media rows added, each with its files in storage. */
  media: number;
}

/**
 * Gives the seeded marketplace demo videos a person can watch (README, "Demo media"): 720p, the creator's
 * portrait and name over a moving gradient, the request's message read by espeak-ng and captioned, processed
 * by the upload pipeline into an MP4, HLS renditions and a poster. Every sample and every delivery to or from
 * a demo account get their own video and media row; a video post and a delivery between other accounts play
 * a sample of their own creator (of the same occasion when there is one), never another creator's. Videos
 * are cached by a hash of what they are made from in `cacheDir`, so a second seed (or the next e2e run)
 * renders nothing. Rows that already have their media are left alone; without ffmpeg or espeak-ng it does
 * nothing.
 */
export async function seedDemoVideos(
  db: Db,
  storage: Storage,
  { cacheDir = DEMO_MEDIA_CACHE_DIR, parallel = PARALLEL }: { cacheDir?: string; parallel?: number } = {},
): Promise<DemoVideosSummary> {
  if (!(await canRenderDemoVideos())) {
    console.warn("ffmpeg or espeak-ng is missing: the demo videos were not made.");
    return { made: 0, media: 0 };
  }
  const { samples, deliveries } = await plan(db);
  const planned = [...samples, ...deliveries];
  const existing = new Set(
    (await db.select({ id: media.id }).from(media).where(inArray(media.id, planned.map((p) => p.mediaId)))).map((row) => row.id),
  );
  const missing = planned.filter((p) => !existing.has(p.mediaId));
  if (missing.length === 0) return { made: 0, media: 0 };

  // Deliveries of the same message by the same creator share one video.
  const specs = [...new Map(missing.map((p) => [demoVideoKey(p.spec), p.spec])).entries()];
  const videos = new Map(
    await pool(specs, parallel, async ([key, spec]) => [key, await cachedDemoVideo(spec, cacheDir)] as const),
  );
  const videoOf = (p: Planned) => videos.get(demoVideoKey(p.spec))!.video;
  for (const p of missing) await storeFiles(storage, p.mediaId, videoOf(p));

  await db.transaction(async (tx) => {
    for (const p of missing) {
      const { made, original } = videoOf(p);
      const size = (await stat(original)).size;
      await tx
        .insert(media)
        .values({
          id: p.mediaId,
          ownerId: p.ownerId,
          kind: "video",
          videoRequestId: p.videoRequestId,
          mimeType: "video/mp4",
          sizeBytes: size,
          receivedBytes: size,
          status: "ready",
          storageKey: `media/${p.mediaId}/original`,
          ...made,
        })
        .onConflictDoNothing();
      if (p.videoRequestId) {
        await tx
          .update(videoRequests)
          .set({ deliveredMediaId: p.mediaId, videoUrl: null, thumbnailUrl: mediaFileUrl(p.mediaId, "poster.jpg") })
          .where(eq(videoRequests.id, p.videoRequestId));
      }
    }
    const made = await tx.select({ id: media.id, durationMs: media.durationMs }).from(media).where(inArray(media.id, samples.map((s) => s.mediaId)));
    const sampleSeconds = new Map(made.map((row) => [row.id, Math.round((row.durationMs ?? 0) / 1000)]));
    for (const sample of samples) {
      await tx
        .update(creatorPreviewVideos)
        .set({
          videoUrl: mediaFileUrl(sample.mediaId, "download.mp4"),
          thumbnailUrl: mediaFileUrl(sample.mediaId, "poster.jpg"),
          durationSeconds: sampleSeconds.get(sample.mediaId) ?? 0,
        })
        .where(eq(creatorPreviewVideos.id, sample.previewId));
    }
    // A seeded video post plays one of its creator's samples (only creators with samples have video posts).
    const videoPosts = await tx
      .select({ id: posts.id, creatorId: posts.creatorId, videos: posts.videos })
      .from(posts)
      .where(eq(posts.contentType, "video"));
    for (const post of videoPosts) {
      if (post.videos[0] !== demoVideoUrls(post.id).videoUrl) continue;
      const mediaId = sampleOf(samples, post.creatorId, "", post.id);
      if (mediaId) await tx.update(posts).set({ videos: [mediaFileUrl(mediaId, "download.mp4")] }).where(eq(posts.id, post.id));
    }
    // Deliveries between accounts nobody signs in as play a sample of their creator, when the creator has one.
    const others = await tx
      .select({ id: videoRequests.id, creatorId: videoRequests.creatorId, occasion: videoRequests.occasion })
      .from(videoRequests)
      .where(and(eq(videoRequests.status, "completed"), sql`${videoRequests.deliveredMediaId} is null`, sql`${videoRequests.idempotencyKey} like 'seed:%'`));
    for (const request of others) {
      const mediaId = sampleOf(samples, request.creatorId, request.occasion, request.id);
      if (!mediaId) continue;
      await tx
        .update(videoRequests)
        .set({ videoUrl: mediaFileUrl(mediaId, "download.mp4"), thumbnailUrl: mediaFileUrl(mediaId, "poster.jpg") })
        .where(eq(videoRequests.id, request.id));
    }
  });
  return { made: [...videos.values()].filter((v) => v.made).length, media: missing.length };
}

/** One of `creatorId`'s samples, of `occasion` when it has one, the same one each time for `key`; null when it has none. */
function sampleOf(samples: PlannedSample[], creatorId: string, occasion: string, key: string): string | null {
  const own = samples.filter((s) => s.ownerId === creatorId);
  const same = own.filter((s) => s.occasion === occasion);
  const choices = same.length > 0 ? same : own;
  return choices.length > 0 ? choices[hashNumber(`demo-video-reuse:${key}`) % choices.length]!.mediaId : null;
}

/** The source as the media's original, and the pipeline's output under the media's keys, as an upload's are stored. */
async function storeFiles(storage: Storage, mediaId: string, video: CachedDemoVideo) {
  await storage.put(`media/${mediaId}/original`, createReadStream(video.original), "video/mp4");
  await putRenditions(storage, video.out, mediaId);
}
