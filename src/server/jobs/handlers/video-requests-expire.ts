import "server-only";
import { z } from "zod";
import { expireRequest } from "@/server/services/video-requests/expire-request";
import { defineJob } from "../define-job";

/** Expires one video request at its deadline plus grace, if it is still undelivered then. */
export const expireRequestJob = defineJob({
  name: "videoRequests.expire",
  payload: z.object({ requestId: z.string().uuid() }),
  queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  handler: async ({ db, data }) => {
    await expireRequest({ db, requestId: data.requestId });
  },
});
