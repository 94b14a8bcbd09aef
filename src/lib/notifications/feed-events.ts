import type { FeedNotification, FeedStatus } from "./notification-feed";

/**
 * What the page's one notification connection (the bell's feed) tells the rest of the page: each new
 * notification and the connection's status. Screens that follow it (the live dashboard) listen here
 * instead of opening a second stream.
 */
type NotificationListener = (notification: FeedNotification) => void;

const notificationListeners = new Set<NotificationListener>();
const statusListeners = new Set<() => void>();
let currentStatus: FeedStatus = "connecting";

export const feedEvents = {
  /** A notification this page had not seen arrived (stream or poll). */
  arrived(notification: FeedNotification) {
    for (const listener of [...notificationListeners]) listener(notification);
  },
  onArrival(listener: NotificationListener): () => void {
    notificationListeners.add(listener);
    return () => notificationListeners.delete(listener);
  },
  setStatus(status: FeedStatus) {
    if (status === currentStatus) return;
    currentStatus = status;
    for (const listener of [...statusListeners]) listener();
  },
  status: (): FeedStatus => currentStatus,
  onStatus(listener: () => void): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};
