import "server-only";
import { expireRequest } from "@/server/services/video-requests/expire-request";
import type { JobHandler } from ".";

export const expireRequestJob: JobHandler<"videoRequests.expire"> = async ({ db, data }) => {
  await expireRequest({ db, requestId: data.requestId });
};
