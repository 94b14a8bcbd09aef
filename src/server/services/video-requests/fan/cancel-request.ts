import "server-only";
import type { z } from "zod";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { REQUEST_TRANSITIONS } from "../request-transitions";
import { requestIdInput } from "./get-my-request";

/**
 * The fan withdraws a request they have not paid for. Paid requests follow the refund rules, not
 * this; someone else's request is NOT_FOUND.
 */
export async function cancelVideoRequest({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof requestIdInput> }) {
  const fan = requireActor(actor);
  const { requestId } = parseInput(requestIdInput, input);
  const [cancelled] = await db
    .update(videoRequests)
    .set({ status: REQUEST_TRANSITIONS.cancel.to, updatedAt: sql`now()` })
    .where(and(eq(videoRequests.id, requestId), eq(videoRequests.fanId, fan.id), inArray(videoRequests.status, REQUEST_TRANSITIONS.cancel.from)))
    .returning({ id: videoRequests.id, status: videoRequests.status });
  if (cancelled) return cancelled;

  const [current] = await db
    .select({ status: videoRequests.status })
    .from(videoRequests)
    .where(and(eq(videoRequests.id, requestId), eq(videoRequests.fanId, fan.id)))
    .limit(1);
  if (!current) throw new AppError("NOT_FOUND", "orders.errors.notFound");
  throw new AppError("CONFLICT", "orders.errors.notCancellable");
}
