import "server-only";
import { z } from "zod";
import { processVideo } from "@/server/media/process-video";
import { getStorage } from "@/server/storage";
import { defineJob } from "../define-job";

/** Makes an uploaded video's MP4 download, HLS renditions and poster (ffmpeg); a second run changes nothing. */
export const processVideoJob = defineJob({
  name: "media.processVideo",
  payload: z.object({ mediaId: z.string().uuid() }),
  queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  handler: async ({ db, data }) => {
    await processVideo(db, getStorage(), data.mediaId);
  },
});
