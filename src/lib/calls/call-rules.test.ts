import { describe, expect, it } from "vitest";
import { CALL_SLOTS, todayIn, zonedInstant } from "./call-rules";

describe("call slots", () => {
  it("are 16 half hours from 9:00 AM to 6:30 PM without 12:00-1:30 PM", () => {
    expect(CALL_SLOTS).toHaveLength(16);
    expect(CALL_SLOTS[0]).toBe("09:00");
    expect(CALL_SLOTS.at(-1)).toBe("18:30");
    expect(CALL_SLOTS).toContain("11:30");
    expect(CALL_SLOTS).toContain("14:00");
    for (const lunch of ["12:00", "12:30", "13:00", "13:30"]) expect(CALL_SLOTS).not.toContain(lunch);
  });

  it("turn a creator's wall-clock time into the right instant, across daylight saving", () => {
    // Port-au-Prince: UTC-5 in winter, UTC-4 in summer
    expect(zonedInstant("2026-12-01", "09:30", "America/Port-au-Prince").toISOString()).toBe("2026-12-01T14:30:00.000Z");
    expect(zonedInstant("2026-07-01", "09:30", "America/Port-au-Prince").toISOString()).toBe("2026-07-01T13:30:00.000Z");
    expect(zonedInstant("2026-07-01", "18:30", "Europe/Paris").toISOString()).toBe("2026-07-01T16:30:00.000Z");
  });

  it("knows today's date in a zone", () => {
    expect(todayIn("America/Port-au-Prince", new Date("2026-12-01T03:00:00Z"))).toBe("2026-11-30");
    expect(todayIn("Europe/Paris", new Date("2026-12-01T03:00:00Z"))).toBe("2026-12-01");
  });
});
