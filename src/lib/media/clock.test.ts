import { describe, expect, it } from "vitest";
import { clock, stopwatch } from "./clock";

describe("clock", () => {
  it("shows minutes and two-digit seconds", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(7)).toBe("0:07");
    expect(clock(61.9)).toBe("1:01");
    expect(clock(600)).toBe("10:00");
  });
  it("shows 0:00 while a length is unknown", () => {
    expect(clock(Number.NaN)).toBe("0:00");
    expect(clock(Number.POSITIVE_INFINITY)).toBe("0:00");
  });
});

describe("stopwatch", () => {
  it("pads the minutes too", () => {
    expect(stopwatch(4)).toBe("00:04");
    expect(stopwatch(180)).toBe("03:00");
  });
});
