import { describe, expect, it } from "vitest";
import { money } from "@/lib/money";
import type { ProviderPayment } from "@/server/payments/types";
import { type PaymentSnapshot, paymentTransition } from "./payment-transition";

const usd = (cents: number) => money(cents, "USD");
const target = {
  creatorId: "creator-1",
  breakdown: { base: usd(15000), delivery: usd(4500), serviceFee: usd(1500), paymentFee: usd(0), discount: usd(2250) },
};
const card = { holds: true, refunds: "automatic" } as const;
const moncash = { holds: false, refunds: "manual" } as const;

function payment(status: PaymentSnapshot["status"], extra: Partial<PaymentSnapshot> = {}): PaymentSnapshot {
  return { id: "p1", status, amountCents: 18750, capturedCents: 0, refundedCents: 0, currency: "USD", fxRate: null, videoRequestId: "r1", subscriptionOrderId: null, ...extra };
}
function state(status: ProviderPayment["status"], extra: Partial<ProviderPayment> = {}): ProviderPayment {
  return { ref: "pi_1", paymentId: "p1", status, amount: usd(18750), capturedCents: status === "captured" ? 18750 : 0, refundedCents: 0, ...extra };
}
const kinds = (t: ReturnType<typeof paymentTransition>) => t?.postings.map((p) => p.kind);

describe("the payment state machine", () => {
  it("holds, then captures from the hold", () => {
    expect(kinds(paymentTransition(payment("pending"), target, card, state("held")))).toEqual(["hold"]);
    expect(kinds(paymentTransition(payment("held"), target, card, state("captured")))).toEqual(["capture"]);
  });

  it("jumps straight to captured with both postings when the hold was never seen", () => {
    const t = paymentTransition(payment("pending"), target, card, state("captured"));
    expect(t).toMatchObject({ status: "captured", capturedCents: 18750, paid: true });
    expect(kinds(t)).toEqual(["hold", "capture"]);
    expect(kinds(paymentTransition(payment("pending"), target, moncash, state("captured")))).toEqual(["capture"]);
  });

  it("never moves back: an older state after a newer one changes nothing", () => {
    expect(paymentTransition(payment("captured", { capturedCents: 18750 }), target, card, state("held"))).toBeNull();
    expect(paymentTransition(payment("held"), target, card, state("pending"))).toBeNull();
    expect(paymentTransition(payment("cancelled"), target, card, state("held"))).toBeNull();
  });

  it("counts money as taken only when it covers the amount", () => {
    expect(paymentTransition(payment("pending"), target, moncash, state("captured", { capturedCents: 100 }))).toMatchObject({
      status: "failed",
      paid: false,
      postings: [],
    });
  });

  it("follows the provider's cumulative refunds", () => {
    const t = paymentTransition(payment("captured", { capturedCents: 18750 }), target, card, state("captured", { refundedCents: 5000 }));
    expect(t).toMatchObject({ status: "partially_refunded", refundedCents: 5000 });
    expect(t!.postings[0]!.reference).toBe("payment:p1:refund:5000");
  });

  it("owes back MonCash money that arrives after the order was given up", () => {
    const t = paymentTransition(payment("cancelled"), target, moncash, state("captured"));
    expect(t).toMatchObject({ status: "refund_owed", capturedCents: 18750, refundedCents: 18750 });
    expect(kinds(t)).toEqual(["capture", "refund_owed"]);
  });
});
