import "server-only";
import type { Db } from "@/server/db";
import type { Listener } from "@/server/db/listener";
import { NOTIFICATIONS_CHANNEL, type NotificationChange, parseNotificationChange } from "./notification-changes";

/** One open stream, as the hub sees it. */
export interface HubSubscriber {
  change(change: NotificationChange): void;
  /** The listening connection was lost and is back: changes made meanwhile were not heard. */
  reconnected(): void;
}

/**
 * An app instance's one ear on the notifications channel: a single LISTEN (on the database client's
 * listening connection, shared with the browse cache) whose changes it hands to the open streams of
 * the user they concern. Each instance behind the database holds its own hub, so every instance hears
 * every commit and delivers to the streams it serves.
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<HubSubscriber>>();
  private state: "starting" | "listening" | "unavailable" = "starting";
  private confirmations = 0;
  /** Settled once the first LISTEN answered, either way. */
  readonly ready: Promise<void>;

  constructor(listener: Listener, channel: string = NOTIFICATIONS_CHANNEL) {
    this.ready = listener
      .listen(
        channel,
        (payload) => this.dispatch(payload),
        () => this.listened(),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          this.state = "unavailable";
          console.error(`notifications: LISTEN ${channel} failed, streams fall back to polling`, error);
        },
      );
  }

  get listening(): boolean {
    return this.state === "listening";
  }

  /** How many streams this instance serves. */
  get streamCount(): number {
    let count = 0;
    for (const subscribers of this.byUser.values()) count += subscribers.size;
    return count;
  }

  /** Hands `userId`'s changes to `subscriber` until the returned function is called. */
  subscribe(userId: string, subscriber: HubSubscriber): () => void {
    let subscribers = this.byUser.get(userId);
    if (!subscribers) this.byUser.set(userId, (subscribers = new Set()));
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.byUser.get(userId) === subscribers) this.byUser.delete(userId);
    };
  }

  private listened() {
    this.state = "listening";
    if (++this.confirmations === 1) return;
    for (const subscribers of this.byUser.values()) for (const subscriber of [...subscribers]) subscriber.reconnected();
  }

  private dispatch(payload: string) {
    const change = parseNotificationChange(payload);
    if (!change) return;
    for (const subscriber of [...(this.byUser.get(change.userId) ?? [])]) subscriber.change(change);
  }
}

/** One hub per database handle (so per app instance), kept across dev reloads as the handle is. */
const globalForHubs = globalThis as unknown as { lakouNotificationHubs?: WeakMap<Db, NotificationHub> };
const hubs = (globalForHubs.lakouNotificationHubs ??= new WeakMap());

/** The instance's hub for `db`, listening once its first LISTEN is settled. */
export async function notificationHub(db: Db): Promise<NotificationHub> {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new NotificationHub(db.$client)));
  await hub.ready;
  return hub;
}
