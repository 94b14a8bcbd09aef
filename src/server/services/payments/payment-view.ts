import "server-only";
import type { PaymentStatus } from "@/server/db/schema";
import type { PaymentRow } from "./apply-provider-state";
import { isPaid } from "./payment-status-groups";

/** A payment as the fan's screens see it: state, amount and, after a failure, the message key to show. */
export interface PaymentView {
  paymentId: string;
  paymentIntentId: string | null;
  method: "card" | "moncash";
  status: PaymentStatus;
  amountCents: number;
  currency: "USD" | "HTG";
  /** Held or taken: the order goes ahead. */
  paid: boolean;
  /** A key under `errors` (e.g. errors.cardDeclined) when the last attempt failed. */
  errorKey: string | null;
}

export function paymentView(row: PaymentRow): PaymentView {
  return {
    paymentId: row.id,
    paymentIntentId: row.providerRef,
    method: row.method,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    paid: isPaid(row.status),
    errorKey: row.status === "failed" ? (row.failureMessage ?? "errors.paymentFailed") : null,
  };
}
