import { describe, expect, it } from "vitest";
import type { Listener } from "@/server/db/listener";
import { ListingCache } from "./listing-cache";

/** A stand-in for postgres.js's listen: the test confirms the subscription and sends notifications. */
function fakeListener() {
  const handlers: { notify?: (payload: string) => void; listen?: () => void } = {};
  const client: Listener = {
    listen: async (_channel, onNotify, onListen) => {
      handlers.notify = onNotify;
      handlers.listen = onListen;
    },
  };
  return { client, notify: () => handlers.notify!(""), confirm: () => handlers.listen!() };
}

async function listeningCache(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
  const cache = new ListingCache<string>({ maxEntries: options.maxEntries ?? 10, ttlMs: options.ttlMs ?? 1_000, now: options.now });
  const listener = fakeListener();
  await cache.listen(listener.client, "channel");
  listener.confirm();
  return { cache, ...listener };
}

/** A loader that counts its calls and answers `value-<n>`. */
function counter() {
  let calls = 0;
  return { load: async () => `value-${++calls}`, calls: () => calls };
}

describe("ListingCache", () => {
  it("keeps nothing until its LISTEN is confirmed", async () => {
    const cache = new ListingCache<string>({ maxEntries: 10, ttlMs: 1_000 });
    const listener = fakeListener();
    await cache.listen(listener.client, "channel");
    const { load, calls } = counter();
    await cache.get("a", load);
    await cache.get("a", load);
    expect(calls()).toBe(2);
    listener.confirm();
    expect(await cache.get("a", load)).toBe("value-3");
    expect(await cache.get("a", load)).toBe("value-3");
  });

  it("answers from memory until a notification, then loads again", async () => {
    const { cache, notify } = await listeningCache();
    const { load } = counter();
    expect(await cache.get("a", load)).toBe("value-1");
    expect(await cache.get("a", load)).toBe("value-1");
    notify();
    expect(await cache.get("a", load)).toBe("value-2");
  });

  it("drops everything when the listening connection comes back (notifications may have been lost)", async () => {
    const { cache, confirm } = await listeningCache();
    const { load } = counter();
    await cache.get("a", load);
    confirm();
    expect(await cache.get("a", load)).toBe("value-2");
  });

  it("does not keep an answer that was loading when a notification came", async () => {
    const { cache, notify } = await listeningCache();
    let release!: (value: string) => void;
    const slow = cache.get("a", () => new Promise<string>((resolve) => (release = resolve)));
    notify();
    release("before the change");
    expect(await slow).toBe("before the change");
    expect(await cache.get("a", async () => "after the change")).toBe("after the change");
  });

  it("shares one load between concurrent callers of a key", async () => {
    const { cache } = await listeningCache();
    const { load, calls } = counter();
    const answers = await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("b", load)]);
    expect(answers).toEqual(["value-1", "value-1", "value-2"]);
    expect(calls()).toBe(2);
  });

  it("forgets an answer after its time", async () => {
    let now = 0;
    const { cache } = await listeningCache({ ttlMs: 100, now: () => now });
    const { load } = counter();
    await cache.get("a", load);
    now = 99;
    expect(await cache.get("a", load)).toBe("value-1");
    now = 100;
    expect(await cache.get("a", load)).toBe("value-2");
  });

  it("keeps at most maxEntries answers, forgetting the least recently used", async () => {
    const { cache } = await listeningCache({ maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2"); // a is now the most recently used
    await cache.get("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a3")).toBe("a1");
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });

  it("does not keep a failed load", async () => {
    const { cache } = await listeningCache();
    await expect(cache.get("a", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "up")).toBe("up");
  });
});
