import { describe, expect, it } from "vitest";
import { bannerState, hasPayoutMethod, type PayoutMethods } from "./payouts";

const methods = (stripeAccountPresent: boolean, stripeActive: boolean, moncashActive: boolean): PayoutMethods => ({
  stripeAccountPresent,
  stripeActive,
  moncashActive,
});

describe("the onboarding banner (spec §4, §5)", () => {
  it("is hidden while loading, once dismissed, and when Stripe and MonCash are both active", () => {
    expect(bannerState(null, false)).toBe("hidden");
    expect(bannerState(methods(true, true, false), true)).toBe("hidden");
    expect(bannerState(methods(true, true, true), false)).toBe("hidden");
  });

  it("says what is missing otherwise", () => {
    expect(bannerState(methods(false, false, false), false)).toBe("none");
    expect(bannerState(methods(true, false, false), false)).toBe("stripePending");
    expect(bannerState(methods(true, true, false), false)).toBe("stripeOnly");
    expect(bannerState(methods(false, false, true), false)).toBe("moncashOnly");
    expect(bannerState(methods(true, false, true), false)).toBe("moncashOnly");
  });

  it("can be dismissed only once a method is active", () => {
    expect(hasPayoutMethod(methods(false, false, false))).toBe(false);
    expect(hasPayoutMethod(methods(true, false, false))).toBe(false);
    expect(hasPayoutMethod(methods(true, true, false))).toBe(true);
    expect(hasPayoutMethod(methods(false, false, true))).toBe(true);
  });
});
