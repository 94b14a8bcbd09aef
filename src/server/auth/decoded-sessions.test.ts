import { describe, expect, it } from "vitest";
import { DecodedSessions } from "./decoded-sessions";

describe("DecodedSessions", () => {
  it("answers a kept cookie until its token's expiry, and nothing after", () => {
    let now = 1_000;
    const cache = new DecodedSessions<string>(10, () => now);
    cache.set("cookie-a", "session-a", 2_000);
    expect(cache.get("cookie-a")).toBe("session-a");
    expect(cache.get("cookie-b")).toBeUndefined();
    now = 2_000;
    expect(cache.get("cookie-a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries cookies, forgetting the oldest", () => {
    const cache = new DecodedSessions<number>(2, () => 0);
    cache.set("one", 1, 10);
    cache.set("two", 2, 10);
    cache.set("three", 3, 10);
    expect(cache.get("one")).toBeUndefined();
    expect([cache.get("two"), cache.get("three"), cache.size]).toEqual([2, 3, 2]);
  });
});
