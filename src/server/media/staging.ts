import "server-only";
import { createReadStream } from "node:fs";
import { appendFile, mkdir, open, rm, truncate } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { env } from "@/env";

/**
 * Chunks of an upload in progress are appended to a file on local disk (whatever the store), and the
 * whole file is put into the store once the last chunk arrives.
 */
function stagingFile(mediaId: string, dataDir = env.LAKOU_DATA_DIR) {
  return path.resolve(dataDir, "uploads", `${mediaId}.part`);
}

/** Appends a chunk at `offset`, first cutting anything a failed earlier attempt left past it. */
export async function appendStaged(mediaId: string, offset: number, chunk: Uint8Array) {
  const file = stagingFile(mediaId);
  await mkdir(path.dirname(file), { recursive: true });
  if (offset === 0) await rm(file, { force: true });
  else await truncate(file, offset);
  await appendFile(file, chunk);
}

export async function readStagedHead(mediaId: string, length: number): Promise<Uint8Array> {
  const handle = await open(stagingFile(mediaId), "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export const readStaged = (mediaId: string): Readable => createReadStream(stagingFile(mediaId));
export const removeStaged = (mediaId: string) => rm(stagingFile(mediaId), { force: true });
