import "server-only";
import { runScheduledPayouts } from "@/server/services/payouts/start-payout";
import { serverNow } from "@/server/test-clock";
import type { JobHandler } from ".";

export const runPayoutsJob: JobHandler<"payouts.run"> = async ({ db }) => {
  await runScheduledPayouts({ db, now: await serverNow(db) });
};
