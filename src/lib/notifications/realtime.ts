/**
 * The notification connection's constants (creator-admin-side §4, §8, §9), shared by the stream on
 * the server and the bell in the browser.
 */

/** The events of GET /api/notifications/stream, in the spec's words. */
export type StreamEvent =
  | "connected"
  | "realtime_connected"
  | "initial_notifications"
  | "unread_count"
  | "new_notification"
  | "notification_updated"
  | "realtime_error"
  | "realtime_unavailable"
  | "reconnect_required";

/** Why a stream asks its client to connect again. */
export type ReconnectReason = "session_expiring" | "session_ended" | "listener_reconnected" | "max_duration";

/** Reasons after which the client refreshes its session before it reconnects. */
export const SESSION_REASONS: readonly ReconnectReason[] = ["session_expiring", "session_ended"];

/** A comment line every so often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** The stream checks its session this often, and asks for a reconnect when under the buffer remains. */
export const SESSION_CHECK_MS = 60_000;
export const SESSION_REFRESH_BUFFER_MS = 300_000;
/** A stream lasts at most this long (the spec's session duration), then asks for a reconnect. */
export const STREAM_MAX_MS = 60 * 60_000;

/** Polling, when the stream is unavailable. */
export const POLL_INTERVAL_MS = 30_000;
/** Reconnect backoff: 1 s doubling to 30 s, plus up to 1 s of jitter; the stream is given up after 10 attempts. */
export const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
const RECONNECT_JITTER_MS = 1_000;
export const RECONNECT_ATTEMPTS = 10;
/** How long a notification's toast stays, and how many notifications the client keeps. */
export const NOTIFICATION_TOAST_MS = 5_000;
export const NOTIFICATIONS_KEPT = 50;

/** The wait before reconnect attempt `attempt` (1-based). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const backoff = Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_MS);
  return backoff + Math.floor(random() * RECONNECT_JITTER_MS);
}
