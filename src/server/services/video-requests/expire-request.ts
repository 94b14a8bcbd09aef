import "server-only";
import { eq } from "drizzle-orm";
import { expiryTime } from "@/lib/video-requests/request-deadline";
import type { Db } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import type { PaymentProviders } from "@/server/payments";
import { endRequest } from "./end-request";
import { canTransition } from "./request-transitions";

/**
 * Expires a request still undelivered past its deadline and grace: the money goes back, fan and creator
 * are told. Does nothing when it is no longer due (delivered, declined, already expired, or not yet late),
 * so running it twice changes nothing. Answers whether it expired the request.
 */
export async function expireRequest({
  db,
  requestId,
  now = new Date(),
  providers,
}: {
  db: Db;
  requestId: string;
  now?: Date;
  providers?: PaymentProviders;
}): Promise<boolean> {
  const [request] = await db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
  if (!request?.dueAt || !canTransition(request.status, "expire") || expiryTime(request.dueAt) > now) return false;
  await endRequest({ db, request, move: "expire", providers });
  return true;
}
