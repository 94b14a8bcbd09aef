import type { Db } from "@/server/db";
import { handleProcessVideo } from "./process-video";

/**
 * Hands a stored video to processing. Until the job queue is wired in, the handler runs in this process
 * once the upload's response is sent; with the queue this becomes `boss.send(PROCESS_VIDEO_JOB, { mediaId })`.
 */
export async function enqueueProcessVideo(db: Db, mediaId: string): Promise<void> {
  setImmediate(() => void handleProcessVideo({ db }, { mediaId }));
}
