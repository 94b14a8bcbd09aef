import "server-only";
import { runScheduledPayouts } from "@/server/services/payouts/start-payout";
import type { JobHandler } from ".";

export const runPayoutsJob: JobHandler<"payouts.run"> = async ({ db }) => {
  await runScheduledPayouts({ db });
};
