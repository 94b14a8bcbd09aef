import { describe, expect, it } from "vitest";
import { type FeedNotification, feedReducer, INITIAL_FEED } from "./notification-feed";
import { notificationHref } from "./notification-links";
import { reconnectDelay } from "./realtime";

const item = (id: string, readAt: string | null = null): FeedNotification => ({
  id,
  type: "videoRequest.paid",
  params: {},
  title: `title ${id}`,
  body: "body",
  readAt,
  createdAt: "2026-11-25T12:00:00.000Z",
});

describe("feedReducer", () => {
  it("puts a new notification on top, ignores one it already holds, and keeps the last 50", () => {
    let state = feedReducer(INITIAL_FEED, { kind: "replaced", items: [item("a"), item("b", "2026-11-25T12:00:00Z")] });
    expect(state).toMatchObject({ unread: 1, loaded: true });
    state = feedReducer(state, { kind: "added", item: item("c") });
    expect(state.items.map((n) => n.id)).toEqual(["c", "a", "b"]);
    expect(feedReducer(state, { kind: "added", item: item("c") })).toBe(state);
    for (let i = 0; i < 60; i++) state = feedReducer(state, { kind: "added", item: item(`n${i}`) });
    expect(state.items).toHaveLength(50);
    expect(state.items[0]!.id).toBe("n59");
  });

  it("marks read and deletes named ones or all, recounting unread", () => {
    let state = feedReducer(INITIAL_FEED, { kind: "replaced", items: [item("a"), item("b"), item("c")] });
    state = feedReducer(state, { kind: "read", ids: ["a"], readAt: "2026-11-25T13:00:00Z" });
    expect(state.unread).toBe(2);
    expect(state.items[0]!.readAt).toBe("2026-11-25T13:00:00Z");
    state = feedReducer(state, { kind: "deleted", ids: ["b"] });
    expect(state).toMatchObject({ unread: 1 });
    state = feedReducer(state, { kind: "read", ids: null, readAt: "2026-11-25T14:00:00Z" });
    expect(state.unread).toBe(0);
    state = feedReducer(state, { kind: "deleted", ids: null });
    expect(state.items).toEqual([]);
  });

  it("reports a failure only while nothing was loaded", () => {
    expect(feedReducer(INITIAL_FEED, { kind: "failed" }).failed).toBe(true);
    const loaded = feedReducer(INITIAL_FEED, { kind: "replaced", items: [] });
    expect(feedReducer(loaded, { kind: "failed" }).failed).toBe(false);
  });
});

describe("reconnectDelay", () => {
  it("starts at 1 s, doubles, caps at 30 s, plus up to 1 s of jitter", () => {
    expect([1, 2, 3, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
    expect(reconnectDelay(1, () => 0.999)).toBe(1999);
  });
});

describe("notificationHref", () => {
  it("links each notification to the page it is about", () => {
    expect(notificationHref("videoRequest.paid", { requestId: "r1" })).toBe("/creator/content");
    expect(notificationHref("videoRequest.delivered", { requestId: "r1" })).toBe("/fan/orders/r1");
    expect(notificationHref("videoRequest.expired", { requestId: "r1", audience: "creator" })).toBe("/creator/content");
    expect(notificationHref("subscription.started", {})).toBe("/fan/subscriptions");
    expect(notificationHref("subscription.newSubscriber", {})).toBe("/creator/dashboard");
    expect(notificationHref("gone.type", {})).toBeNull();
  });
});
