import "server-only";
import { carryOutProviderCall } from "@/server/services/payments/provider-calls";
import type { JobHandler } from ".";

/** A provider call that follows a committed decision; a provider that does not answer fails the job, which is retried. */
export const providerCallJob: JobHandler<"payments.providerCall"> = async ({ db, data }) => {
  await carryOutProviderCall({ db, paymentId: data.paymentId, action: data.action });
};
