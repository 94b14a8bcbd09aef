import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import { paidNotice, paidTarget } from "./moncash-return";

const call = { requestId: null, callBookingId: "6f1c1f0e-8a47-4d55-9d3a-0d1b2c3d4e5f" };
const video = { requestId: "0b7e3a52-3c1d-4f0e-8a9b-1c2d3e4f5a6b", callBookingId: null };

describe("the MonCash return's confirmation", () => {
  it("speaks of a booked call for a call, and of the request sent to the creator for a video", () => {
    expect(en.payments.moncashReturn[paidNotice(call)]).toBe("Payment confirmed by MonCash. Your call with the creator is booked.");
    expect(en.payments.moncashReturn[paidNotice(video)]).toBe("Payment confirmed by MonCash. Your request has been sent to the creator.");
  });

  it("goes on to what was paid for", () => {
    expect(paidTarget(call)).toEqual({ callBookingId: call.callBookingId });
    expect(paidTarget(video)).toEqual({ requestId: video.requestId });
    expect(paidTarget({ requestId: null, callBookingId: null })).toBeNull();
  });
});
