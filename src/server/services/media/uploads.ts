import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { media } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import { sniffMimeType, SNIFF_BYTES } from "@/server/media/sniff-type";
import { appendStaged, readStaged, readStagedHead, removeStaged } from "@/server/media/staging";
import type { Storage } from "@/server/storage";
import { acceptedTypesFor, maxBytesFor, UPLOAD_CHUNK_BYTES } from "@/lib/media/limits";
import { canUploadFor, mediaKindOf, uploadTargetInput } from "./access";

export const createUploadInput = z.object({
  target: uploadTargetInput,
  sizeBytes: z.number().int().min(1),
});

/** Starts an upload: checks who may upload to the target and the declared size, and records the media row. */
export async function createUpload({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof createUploadInput> }) {
  const uploader = requireActor(actor);
  const { target, sizeBytes } = parseInput(createUploadInput, input);
  if (!(await canUploadFor(db, uploader, target))) throw new AppError("FORBIDDEN", "uploads.errors.notAllowed");
  const kind = mediaKindOf(target);
  if (sizeBytes > maxBytesFor(kind)) {
    throw new AppError("VALIDATION", "errors.validation", { sizeBytes: "uploads.validation.tooLarge" });
  }
  const id = crypto.randomUUID();
  await db.insert(media).values({
    id,
    ownerId: uploader.id,
    kind,
    videoRequestId: target.kind === "request" ? target.requestId : null,
    parentId: target.kind === "thumbnail" ? target.mediaId : null,
    sizeBytes,
    storageKey: `media/${id}/original`,
  });
  return { id, sizeBytes, receivedBytes: 0, chunkBytes: UPLOAD_CHUNK_BYTES };
}

const uploadIdInput = z.object({ mediaId: z.uuid() });

async function ownUpload(db: Db, actor: Actor | null, input: z.input<typeof uploadIdInput>) {
  const uploader = requireActor(actor);
  const { mediaId } = parseInput(uploadIdInput, input);
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  // Someone else's upload answers like a missing one.
  if (!row || row.ownerId !== uploader.id) throw new AppError("NOT_FOUND", "uploads.errors.notFound");
  return row;
}

/** Where an upload stands, so an interrupted one resumes at the first byte the server lacks. */
export async function getUploadOffset({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof uploadIdInput> }) {
  const row = await ownUpload(db, actor, input);
  return { id: row.id, sizeBytes: row.sizeBytes, receivedBytes: row.receivedBytes, status: row.status };
}

export interface ChunkInput {
  mediaId: string;
  offset: number;
}

/**
 * Appends one chunk at the offset the server expects. The first chunk's bytes decide the file's type
 * (a wrong type ends the upload); the last one moves the file into the store and hands a video to processing.
 */
export async function appendUploadChunk({
  db,
  storage,
  actor,
  input,
  chunk,
}: {
  db: Db;
  storage: Storage;
  actor: Actor | null;
  input: ChunkInput;
  chunk: Uint8Array;
}) {
  const row = await ownUpload(db, actor, { mediaId: input.mediaId });
  if (row.status !== "uploading") throw new AppError("CONFLICT", "uploads.errors.finished");
  if (!Number.isInteger(input.offset) || input.offset !== row.receivedBytes) {
    throw new AppError("CONFLICT", "uploads.errors.wrongOffset");
  }
  if (chunk.byteLength === 0 || chunk.byteLength > UPLOAD_CHUNK_BYTES) {
    throw new AppError("VALIDATION", "errors.validation", { chunk: "uploads.validation.chunkSize" });
  }
  if (input.offset + chunk.byteLength > row.sizeBytes) {
    throw new AppError("VALIDATION", "errors.validation", { sizeBytes: "uploads.validation.tooLarge" });
  }

  await appendStaged(row.id, input.offset, chunk);
  const receivedBytes = input.offset + chunk.byteLength;
  const complete = receivedBytes === row.sizeBytes;
  let mimeType = row.mimeType;
  // The type is decided once enough leading bytes are in (or the whole file, when it is smaller).
  if (!mimeType && (receivedBytes >= SNIFF_BYTES || complete)) {
    const sniffed = sniffMimeType(await readStagedHead(row.id, SNIFF_BYTES));
    if (!sniffed || !acceptedTypesFor(row.kind).includes(sniffed)) {
      await removeStaged(row.id);
      await db.delete(media).where(eq(media.id, row.id));
      throw new AppError("VALIDATION", "errors.validation", { file: "uploads.validation.wrongType" });
    }
    mimeType = sniffed;
  }

  // Only the request that saw the expected offset moves it on: a duplicate chunk sent twice at once loses here.
  const [moved] = await db
    .update(media)
    .set({ receivedBytes, mimeType, updatedAt: sql`now()` })
    .where(sql`${media.id} = ${row.id} and ${media.receivedBytes} = ${input.offset}`)
    .returning({ id: media.id });
  if (!moved) throw new AppError("CONFLICT", "uploads.errors.wrongOffset");

  if (!complete) return { id: row.id, receivedBytes, status: "uploading" as const };
  await storage.put(row.storageKey, readStaged(row.id), mimeType!);
  await removeStaged(row.id);
  const status = row.kind === "video" ? ("processing" as const) : ("ready" as const);
  await db.transaction(async (tx) => {
    await tx.update(media).set({ status, updatedAt: sql`now()` }).where(eq(media.id, row.id));
    if (row.kind === "video") await enqueue(tx, "media.processVideo", { mediaId: row.id });
  });
  return { id: row.id, receivedBytes, status };
}
