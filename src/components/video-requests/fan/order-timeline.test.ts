import { describe, expect, it } from "vitest";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { timelineOf } from "./order-timeline";

const states = (status: Parameters<typeof timelineOf>[0]) => timelineOf(status).steps.map((s) => s.state);

describe("timelineOf", () => {
  it("follows the request's real state, not a fixed 40%", () => {
    expect(states("pending_payment")).toEqual(["current", "pending", "pending", "pending", "pending"]);
    expect(states("pending")).toEqual(["completed", "current", "pending", "pending", "pending"]);
    expect(states("in_progress")).toEqual(["completed", "completed", "current", "pending", "pending"]);
    expect(states("completed")).toEqual(["completed", "completed", "completed", "completed", "completed"]);
    expect([timelineOf("pending_payment").percent, timelineOf("pending").percent, timelineOf("completed").percent]).toEqual([0, 20, 100]);
  });

  it("stops for declined, cancelled, expired and refunded requests", () => {
    expect(timelineOf("cancelled")).toMatchObject({ stopped: true, percent: 0 });
    expect(timelineOf("expired")).toMatchObject({ stopped: true, percent: 20 });
    expect(timelineOf("refunded")).toMatchObject({ stopped: true, percent: 100 });
    expect(states("declined")).toEqual(["completed", "pending", "pending", "pending", "pending"]);
  });

  it("numbers orders from their id", () => {
    expect(orderNumberOf("3f2a9c1e-0000-4000-8000-000000000000")).toBe("LK-3F2A9C1E");
  });
});
