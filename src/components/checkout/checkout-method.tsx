"use client";

import { createContext, useContext, useState } from "react";

export type CheckoutMethod = "card" | "moncash";

type MethodState = [CheckoutMethod, (method: CheckoutMethod) => void];
const MethodContext = createContext<MethodState | null>(null);

/** The method the fan picked, shared by the payment form and the order summary beside it. */
export function CheckoutMethodProvider({ initial, children }: { initial: CheckoutMethod; children: React.ReactNode }) {
  const state = useState<CheckoutMethod>(initial);
  return <MethodContext value={state}>{children}</MethodContext>;
}

export function useCheckoutMethod(): MethodState {
  const state = useContext(MethodContext);
  if (!state) throw new Error("useCheckoutMethod needs a CheckoutMethodProvider");
  return state;
}

/**
 * The summary's note on when the money is taken, for the selected method: a card is held now and
 * charged later; MonCash takes it at once (and refunds it if the order does not happen).
 */
export function PaymentNote({ notes }: { notes: Record<CheckoutMethod, string> }) {
  const [method] = useCheckoutMethod();
  return (
    <p aria-live="polite" className="mt-3 text-xs text-muted-foreground">
      {notes[method]}
    </p>
  );
}
