import "server-only";
import type { PaymentEvent, ProviderName, ProviderPayment } from "./types";

/**
 * Our event for a state read from a provider that sends no events of its own (MonCash returns and
 * reconciliation, test mode, a fan's "check again"): named by the state it reports, so reading the same
 * state twice is a duplicate and a new state is a new event.
 */
export function stateEvent(provider: ProviderName, method: "card" | "moncash", state: ProviderPayment): PaymentEvent {
  const id = `${state.ref}:${state.status}:${state.capturedCents}:${state.refundedCents}`;
  return { provider, method, id, type: `${provider}.${state.status}`, ref: state.ref };
}
