import type { Db } from "@/server/db";
import { processVideo } from "@/server/media/process-video";
import { getStorage } from "@/server/storage";

export const PROCESS_VIDEO_JOB = "process-video";

/** Job handler: makes the renditions of one uploaded video (register under PROCESS_VIDEO_JOB). */
export async function handleProcessVideo(ctx: { db: Db }, data: { mediaId: string }): Promise<void> {
  await processVideo(ctx.db, getStorage(), data.mediaId);
}
