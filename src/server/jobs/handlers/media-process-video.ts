import "server-only";
import { processVideo } from "@/server/media/process-video";
import { getStorage } from "@/server/storage";
import type { JobHandler } from ".";

/** A second run changes nothing. */
export const processVideoJob: JobHandler<"media.processVideo"> = async ({ db, data }) => {
  await processVideo(db, getStorage(), data.mediaId);
};
