import "server-only";
import { z } from "zod";
import { declineReasonSchema } from "@/lib/video-requests/decline-reason";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { parseInput } from "@/server/errors";
import type { PaymentProviders } from "@/server/payments";
import { requestIdInput } from "@/lib/payments/payment-ids";
import { creatorRequest, type VideoRequestRow } from "./creator-request";
import { endRequest } from "../end-request";

export const declineInput = z.object({ requestId: requestIdInput }).extend(declineReasonSchema.shape);

/** The creator declines a request with a reason the fan sees; the fan's money goes back (never charged). */
export async function declineRequest({
  db,
  actor,
  input,
  providers,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof declineInput>;
  providers?: PaymentProviders;
}): Promise<VideoRequestRow> {
  const { requestId, reason } = parseInput(declineInput, input);
  const request = await creatorRequest(db, actor, requestId);
  return endRequest({ db, request, move: "decline", declineReason: reason, providers });
}
