import { NOTIFICATIONS_KEPT } from "./realtime";

/** A notification as the browser holds it (stream, poll and tRPC answers alike). */
export interface FeedNotification {
  id: string;
  type: string;
  params: Record<string, unknown>;
  title: string;
  body: string;
  readAt: string | null;
  createdAt: string;
}

/** How the bell hears of changes: the stream, reconnecting after a failure, or polling every 30 s. */
export type FeedStatus = "connecting" | "live" | "reconnecting" | "polling";

export interface FeedState {
  items: FeedNotification[];
  unread: number;
  status: FeedStatus;
  /** Whether a first list arrived (until then the bell shows loading, or the error). */
  loaded: boolean;
  failed: boolean;
}

export type FeedAction =
  | { kind: "replaced"; items: FeedNotification[]; unread?: number }
  | { kind: "added"; item: FeedNotification }
  | { kind: "read"; ids: string[] | null; readAt: string }
  | { kind: "deleted"; ids: string[] | null }
  | { kind: "count"; unread: number }
  | { kind: "status"; status: FeedStatus }
  | { kind: "failed" };

export const INITIAL_FEED: FeedState = { items: [], unread: 0, status: "connecting", loaded: false, failed: false };

const unreadIn = (items: FeedNotification[]) => items.filter((item) => !item.readAt).length;

/**
 * The bell's list (creator-admin-side §4): a new notification goes on top (one already held is
 * ignored), at most 50 are kept; marking read sets readAt; delete and clear all remove. The unread
 * count is the server's when it sends one, else recomputed from the change.
 */
export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.kind) {
    case "replaced": {
      const items = action.items.slice(0, NOTIFICATIONS_KEPT);
      return { ...state, items, unread: action.unread ?? unreadIn(items), loaded: true, failed: false };
    }
    case "added": {
      if (state.items.some((item) => item.id === action.item.id)) return state;
      const items = [action.item, ...state.items].slice(0, NOTIFICATIONS_KEPT);
      return { ...state, items, unread: state.unread + (action.item.readAt ? 0 : 1), loaded: true };
    }
    case "read": {
      const names = action.ids ? new Set(action.ids) : null;
      let newlyRead = 0;
      const items = state.items.map((item) => {
        if (item.readAt || (names && !names.has(item.id))) return item;
        newlyRead++;
        return { ...item, readAt: action.readAt };
      });
      return { ...state, items, unread: names ? Math.max(0, state.unread - newlyRead) : 0 };
    }
    case "deleted": {
      if (!action.ids) return { ...state, items: [], unread: 0 };
      const names = new Set(action.ids);
      const gone = state.items.filter((item) => names.has(item.id));
      return { ...state, items: state.items.filter((item) => !names.has(item.id)), unread: Math.max(0, state.unread - unreadIn(gone)) };
    }
    case "count":
      return { ...state, unread: action.unread };
    case "status":
      return state.status === action.status ? state : { ...state, status: action.status };
    case "failed":
      return state.loaded ? state : { ...state, failed: true };
  }
}
