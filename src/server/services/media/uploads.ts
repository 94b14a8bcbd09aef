import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db, Queryable } from "@/server/db";
import { media, users } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import { sniffMimeType, SNIFF_BYTES } from "@/server/media/sniff-type";
import { appendStaged, readStaged, readStagedHead, removeStaged } from "@/server/media/staging";
import type { Storage } from "@/server/storage";
import { acceptedTypesFor, isVideoKind, MAX_OPEN_UPLOADS, maxBytesFor, UPLOAD_BYTES_PER_DAY, UPLOAD_CHUNK_BYTES } from "@/lib/media/limits";
import { canUploadFor, mediaKindOf, uploadTargetInput } from "./access";

export const createUploadInput = z.object({
  target: uploadTargetInput,
  sizeBytes: z.number().int().min(1),
});

/**
 * The account's upload quota, counted with its user row locked so that uploads started at once are
 * counted one by one: at most MAX_OPEN_UPLOADS unfinished uploads (touched within the last day) and
 * UPLOAD_BYTES_PER_DAY declared by the uploads started in the last 24 hours (429 past either).
 */
async function claimUploadQuota(tx: Queryable, ownerId: string, sizeBytes: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
  const day = sql`now() - interval '1 day'`;
  const [usage] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${media.status} = 'uploading' and ${media.updatedAt} > ${day})::int`,
      bytes: sql<number>`coalesce(sum(${media.sizeBytes}) filter (where ${media.createdAt} > ${day}), 0)::float8`,
    })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), gt(media.updatedAt, day)));
  if ((usage?.open ?? 0) >= MAX_OPEN_UPLOADS) throw new AppError("RATE_LIMITED", "edges.tooManyOpenUploads");
  if ((usage?.bytes ?? 0) + sizeBytes > UPLOAD_BYTES_PER_DAY) throw new AppError("RATE_LIMITED", "edges.dailyUploadLimit");
}

/** Starts an upload: checks who may upload to the target, the declared size and the quota, and records the media row. */
export async function createUpload({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof createUploadInput> }) {
  const uploader = requireActor(actor);
  const { target, sizeBytes } = parseInput(createUploadInput, input);
  if (!(await canUploadFor(db, uploader, target))) throw new AppError("FORBIDDEN", "uploads.errors.notAllowed");
  const kind = mediaKindOf(target);
  if (sizeBytes > maxBytesFor(kind)) {
    throw new AppError("VALIDATION", "errors.validation", { sizeBytes: "uploads.validation.tooLarge" });
  }
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await claimUploadQuota(tx, uploader.id, sizeBytes);
    await tx.insert(media).values({
      id,
      ownerId: uploader.id,
      kind,
      videoRequestId: target.kind === "request" ? target.requestId : null,
      parentId: target.kind === "thumbnail" ? target.mediaId : null,
      sizeBytes,
      storageKey: `media/${id}/original`,
    });
  });
  return { id, sizeBytes, receivedBytes: 0, chunkBytes: UPLOAD_CHUNK_BYTES };
}

const uploadIdInput = z.object({ mediaId: z.uuid() });

async function ownUpload(db: Queryable, actor: Actor | null, input: z.input<typeof uploadIdInput>, lock = false) {
  const uploader = requireActor(actor);
  const { mediaId } = parseInput(uploadIdInput, input);
  const query = db.select().from(media).where(eq(media.id, mediaId));
  const [row] = lock ? await query.for("update") : await query;
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
  // The upload's row stays locked while its chunk is staged: the same chunk sent twice at once is
  // written once, and the copy that waited finds the offset moved on (409).
  const staged = await db.transaction(async (tx) => {
    const row = await ownUpload(tx, actor, { mediaId: input.mediaId }, true);
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
        await tx.delete(media).where(eq(media.id, row.id));
        return { row, wrongType: true as const };
      }
      mimeType = sniffed;
    }
    await tx.update(media).set({ receivedBytes, mimeType, updatedAt: sql`now()` }).where(eq(media.id, row.id));
    return { row, wrongType: false as const, receivedBytes, complete, mimeType };
  });
  if (staged.wrongType) throw new AppError("VALIDATION", "errors.validation", { file: "uploads.validation.wrongType" });
  const { row, receivedBytes, complete, mimeType } = staged;

  if (!complete) return { id: row.id, receivedBytes, status: "uploading" as const };
  await storage.put(row.storageKey, readStaged(row.id), mimeType!);
  await removeStaged(row.id);
  const status = isVideoKind(row.kind) ? ("processing" as const) : ("ready" as const);
  await db.transaction(async (tx) => {
    await tx.update(media).set({ status, updatedAt: sql`now()` }).where(eq(media.id, row.id));
    if (isVideoKind(row.kind)) await enqueue(tx, "media.processVideo", { mediaId: row.id });
  });
  return { id: row.id, receivedBytes, status };
}
