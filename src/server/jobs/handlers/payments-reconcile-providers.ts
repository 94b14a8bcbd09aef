import "server-only";
import { repairPayments } from "@/server/services/payments/repair-payments";
import type { JobHandler } from ".";

export const reconcileProvidersJob: JobHandler<"payments.reconcileProviders"> = async ({ db }) => {
  const { repairs } = await repairPayments({ db });
  if (repairs.length > 0) console.warn(`payments: reconciliation repaired ${repairs.length} payment(s)`, repairs);
};
