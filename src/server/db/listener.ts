import "server-only";

/**
 * The part of a postgres.js client a LISTEN needs. postgres.js holds ONE listening connection per
 * client for all its channels (the browse cache and the notification hub share it), and after a lost
 * connection it listens again and calls `onListen` once more.
 */
export interface Listener {
  listen(channel: string, onNotify: (payload: string) => void, onListen: () => void): Promise<unknown>;
}
