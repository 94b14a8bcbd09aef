import "server-only";
import { getPayoutSenders } from "@/server/payments/payout-senders";
import { sendPayout } from "@/server/services/payouts/send-payout";
import type { JobHandler } from ".";

export const sendPayoutJob: JobHandler<"payouts.send"> = async ({ db, data }) => {
  await sendPayout({ db, payoutId: data.payoutId, senders: getPayoutSenders() });
};
