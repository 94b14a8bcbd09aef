import "server-only";
import type { z } from "zod";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { requestActionInput } from "@/lib/video-requests/request-action-input";
import { creatorRequest, type VideoRequestRow } from "./creator/creator-request";
import { nextStatus } from "./request-transitions";

interface MoveArgs {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof requestActionInput>;
}

/** A creator's move that changes only the status: only the request's creator, only from an allowed state. */
async function creatorMove({ db, actor, input }: MoveArgs, move: "accept" | "start"): Promise<VideoRequestRow> {
  const { requestId } = parseInput(requestActionInput, input);
  return db.transaction(async (tx) => {
    const request = await creatorRequest(tx, actor, requestId, true);
    const now = new Date();
    const [row] = await tx
      .update(videoRequests)
      // Accepting starts the response time the analytics measure (acceptance to delivery).
      .set({ status: nextStatus(request.status, move), updatedAt: now, ...(move === "accept" ? { acceptedAt: now } : {}) })
      .where(eq(videoRequests.id, request.id))
      .returning();
    return row!;
  });
}

/** The creator takes on a paid request. */
export function acceptRequest(args: MoveArgs) {
  return creatorMove(args, "accept");
}

/** The creator starts recording an accepted request. */
export function markRequestInProgress(args: MoveArgs) {
  return creatorMove(args, "start");
}
