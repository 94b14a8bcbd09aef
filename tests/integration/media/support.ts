import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { env } from "@/env";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import { localStorage } from "@/server/storage/local";
import { appendUploadChunk, createUpload } from "@/server/services/media/uploads";
import type { UploadTarget } from "@/server/services/media/access";
import { UPLOAD_CHUNK_BYTES } from "@/lib/media/limits";

/** A scratch data folder for this test file: staged chunks and the local store live under it. */
export function useScratchStorage() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lakou-media-test-"));
  env.LAKOU_DATA_DIR = dir;
  return localStorage(path.join(dir, "media"));
}

/** A paid request from `fanId` to `creatorId`, in the given state. */
export async function createVideoRequest(
  db: Db,
  { fanId, creatorId, status = "accepted" }: { fanId: string; creatorId: string; status?: "accepted" | "in_progress" | "pending" | "completed" },
) {
  const [row] = await db
    .insert(videoRequests)
    .values({
      fanId,
      creatorId,
      occasion: "birthday",
      recipientName: "Roseline",
      instructions: "Please wish Roseline a happy birthday from all of us.",
      basePriceCents: 5000,
      amountCents: 5000,
      status,
    })
    .returning({ id: videoRequests.id });
  return row!.id;
}

/** Uploads bytes the way the browser does: start, then chunks at the expected offsets. */
export async function uploadBytes(
  db: Db,
  storage: ReturnType<typeof localStorage>,
  actor: Actor | null,
  target: UploadTarget,
  bytes: Uint8Array,
) {
  const { id } = await createUpload({ db, actor, input: { target, sizeBytes: bytes.byteLength } });
  let result: Awaited<ReturnType<typeof appendUploadChunk>> | undefined;
  for (let offset = 0; offset < bytes.byteLength; offset += UPLOAD_CHUNK_BYTES) {
    const chunk = bytes.subarray(offset, offset + UPLOAD_CHUNK_BYTES);
    result = await appendUploadChunk({ db, storage, actor, input: { mediaId: id, offset }, chunk });
  }
  return { id, result: result! };
}

/** A 3-second 640x360 WebM (VP8 + Opus) test pattern with a tone, made by ffmpeg. */
export function generateClip(): Uint8Array {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lakou-clip-")), "clip.webm");
  execFileSync("/usr/bin/ffmpeg", [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", "testsrc=duration=3:size=640x360:rate=24",
    "-f", "lavfi", "-i", "sine=frequency=440:duration=3",
    "-c:v", "libvpx", "-deadline", "realtime", "-b:v", "500k",
    "-c:a", "libopus", "-shortest", file,
  ]);
  return new Uint8Array(readFileSync(file));
}

/** The first bytes of a real PNG (signature and IHDR). */
export const PNG_BYTES = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
