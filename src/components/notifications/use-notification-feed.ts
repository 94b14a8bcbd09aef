"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { feedEvents } from "@/lib/notifications/feed-events";
import { type FeedAction, type FeedNotification, feedReducer, INITIAL_FEED } from "@/lib/notifications/notification-feed";
import {
  POLL_INTERVAL_MS,
  RECONNECT_ATTEMPTS,
  RECONNECT_BASE_MS,
  type ReconnectReason,
  reconnectDelay,
  SESSION_REASONS,
} from "@/lib/notifications/realtime";

interface PollAnswer {
  notifications: FeedNotification[];
  unreadCount: number;
  timestamp: string;
}

const parse = (event: Event) => JSON.parse((event as MessageEvent<string>).data) as unknown;

/** Refreshes the session (Auth.js re-issues its cookie); false when nobody is signed in any more. */
async function refreshSession(): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store" });
    const session = response.ok ? ((await response.json()) as { user?: unknown } | null) : null;
    return Boolean(session?.user);
  } catch {
    return false;
  }
}

/**
 * The signed-in user's notifications, live (creator-admin-side §4, §8, §9): the stream is preferred;
 * when it errors it reconnects with backoff (1 s doubling to 30 s, plus up to 1 s of jitter) while
 * polling every 30 s, and gives the stream up after 10 attempts; `realtime_unavailable` or a failed
 * session refresh means polling. When the tab is visible again a closed stream is reopened (or a poll
 * is done). `onNew` hears each new unread notification once; `feedEvents` tells the page of each new
 * notification and of the connection's status.
 */
export function useNotificationFeed(onNew: (notification: FeedNotification) => void) {
  const locale = useLocale();
  const [state, dispatch] = useReducer(feedReducer, INITIAL_FEED);
  const onNewRef = useRef(onNew);
  useEffect(() => {
    onNewRef.current = onNew;
  }, [onNew]);

  useEffect(() => {
    let source: EventSource | null = null;
    let attempts = 0;
    let givenUp = false;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    const known = new Set<string>();
    let polledOnce = false;

    const act = (action: FeedAction) => {
      if (stopped) return;
      dispatch(action);
      if (action.kind === "status") feedEvents.setStatus(action.status);
    };
    const remember = (items: FeedNotification[]) => items.forEach((item) => known.add(item.id));
    const announce = (item: FeedNotification) => {
      if (known.has(item.id)) return;
      known.add(item.id);
      feedEvents.arrived(item);
      if (!item.readAt) onNewRef.current(item);
    };

    const poll = async () => {
      try {
        const response = await fetch(`/api/notifications/poll?locale=${locale}`, { cache: "no-store" });
        if (!response.ok) throw new Error(`poll answered ${response.status}`);
        const answer = (await response.json()) as PollAnswer;
        if (stopped) return;
        // What the stream would have announced: unread ones this tab had not seen (not on the first poll).
        if (polledOnce || known.size > 0) [...answer.notifications].reverse().forEach(announce);
        else remember(answer.notifications);
        polledOnce = true;
        act({ kind: "replaced", items: answer.notifications, unread: answer.unreadCount });
      } catch (error) {
        console.warn("notifications: poll failed", error);
        act({ kind: "failed" });
      }
    };
    const startPolling = () => {
      if (pollTimer || stopped) return;
      void poll();
      pollTimer = setInterval(() => void poll(), POLL_INTERVAL_MS);
    };
    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
    };
    const closeSource = () => {
      source?.close();
      source = null;
    };

    const retryLater = () => {
      closeSource();
      if (stopped) return;
      attempts++;
      startPolling();
      if (attempts > RECONNECT_ATTEMPTS) {
        givenUp = true;
        act({ kind: "status", status: "polling" });
        return;
      }
      act({ kind: "status", status: "reconnecting" });
      retryTimer = setTimeout(connect, reconnectDelay(attempts));
    };
    const fallBackToPolling = () => {
      closeSource();
      givenUp = true;
      act({ kind: "status", status: "polling" });
      startPolling();
    };

    function connect() {
      if (stopped) return;
      clearTimeout(retryTimer);
      closeSource();
      const opened = new EventSource(`/api/notifications/stream?locale=${locale}`);
      source = opened;
      const on = (name: string, handle: (data: unknown) => void) =>
        opened.addEventListener(name, (event) => {
          if (source === opened) handle(parse(event));
        });
      on("realtime_connected", () => {
        attempts = 0;
        givenUp = false;
        stopPolling();
        act({ kind: "status", status: "live" });
      });
      on("initial_notifications", (data) => {
        const { notifications } = data as { notifications: FeedNotification[] };
        // A reconnect announces what arrived while it was away; the first list is not news.
        if (known.size > 0 || polledOnce) [...notifications].reverse().forEach(announce);
        else remember(notifications);
        act({ kind: "replaced", items: notifications });
      });
      on("unread_count", (data) => act({ kind: "count", unread: (data as { count: number }).count }));
      on("new_notification", (data) => {
        const { notification } = data as { notification: FeedNotification };
        announce(notification);
        act({ kind: "added", item: notification });
      });
      on("notification_updated", (data) => {
        const update = data as { kind: "read"; ids: string[] | null; readAt: string } | { kind: "deleted"; ids: string[] | null };
        act(update);
      });
      on("realtime_unavailable", fallBackToPolling);
      on("realtime_error", retryLater);
      on("reconnect_required", (data) => {
        const { reason } = data as { reason: ReconnectReason };
        closeSource();
        if (SESSION_REASONS.includes(reason)) {
          void refreshSession().then((signedIn) => (signedIn ? connect() : fallBackToPolling()));
        } else {
          retryTimer = setTimeout(connect, RECONNECT_BASE_MS);
        }
      });
      opened.onerror = () => {
        if (source === opened) retryLater();
      };
    }

    const onVisible = () => {
      if (document.visibilityState !== "visible" || stopped) return;
      if (source) return;
      if (givenUp) {
        attempts = 0;
        givenUp = false;
      }
      void poll();
      connect();
    };

    if (typeof EventSource === "undefined") fallBackToPolling();
    else connect();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      feedEvents.setStatus("connecting");
      clearTimeout(retryTimer);
      stopPolling();
      closeSource();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [locale]);

  const apply = useCallback((action: FeedAction) => dispatch(action), []);
  return { state, apply };
}
