import { describe, expect, it } from "vitest";
import { paymentModes, testModeRefusal } from "./mode";

describe("payment modes", () => {
  it("uses each real provider only when its keys are set", () => {
    expect(paymentModes({})).toEqual({ card: "test", moncash: "test" });
    expect(paymentModes({ STRIPE_SECRET_KEY: "sk_live_x" })).toEqual({ card: "stripe", moncash: "test" });
    expect(paymentModes({ STRIPE_SECRET_KEY: "sk", MONCASH_CLIENT_ID: "id" })).toEqual({ card: "stripe", moncash: "moncash" });
    expect(paymentModes({ STRIPE_SECRET_KEY: "sk", MONCASH_CLIENT_ID: "id", PAYMENTS_MODE: "test" })).toEqual({ card: "test", moncash: "test" });
  });

  it("lets a production start run test mode only when PAYMENTS_MODE=test is explicit", () => {
    expect(testModeRefusal({})).toMatch(/cards \(Stripe keys\) and MonCash/);
    expect(testModeRefusal({ STRIPE_SECRET_KEY: "sk" })).toMatch(/MonCash/);
    expect(testModeRefusal({ PAYMENTS_MODE: "test" })).toBeNull();
    expect(testModeRefusal({ STRIPE_SECRET_KEY: "sk", MONCASH_CLIENT_ID: "id" })).toBeNull();
  });
});
