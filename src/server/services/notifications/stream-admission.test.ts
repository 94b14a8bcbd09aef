import { describe, expect, it } from "vitest";
import { StreamAdmission } from "./stream-admission";

describe("StreamAdmission", () => {
  const limits = { maxOpen: 2, maxOpened: 3, windowMs: 60_000 };

  it("caps one user's open streams, and lets another open once one closes", () => {
    const admission = new StreamAdmission(limits, () => 0);
    const first = admission.admit("u1");
    admission.admit("u1");
    expect(() => admission.admit("u1")).toThrow(expect.objectContaining({ code: "RATE_LIMITED" }));
    expect(() => admission.admit("u2")).not.toThrow();
    first();
    first();
    expect(() => admission.admit("u1")).not.toThrow();
  });

  it("cuts a reconnect loop short, until the window has passed", () => {
    let now = 0;
    const admission = new StreamAdmission(limits, () => now);
    for (let i = 0; i < 3; i++) admission.admit("u1")();
    expect(() => admission.admit("u1")).toThrow(expect.objectContaining({ code: "RATE_LIMITED" }));
    now = 60_000;
    expect(() => admission.admit("u1")).not.toThrow();
  });
});
