import "server-only";
import type { Listener } from "@/server/db/listener";

/**
 * A bounded, short-lived in-process cache that PostgreSQL keeps honest: it caches nothing until its
 * LISTEN is confirmed, and drops everything on each NOTIFY of its channel and on each (re)connection
 * of the listening connection (notifications sent while it was away are lost). Answers are shared
 * between callers: never mutate one.
 */
export interface ListingCacheOptions {
  /** Most answers kept; the least recently used goes first. */
  maxEntries: number;
  /** How long an answer is kept at most, in milliseconds (the bound on staleness if a NOTIFY is lost). */
  ttlMs: number;
  now?: () => number;
}

export class ListingCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by every invalidation: a load that started before one is not kept. */
  private generation = 0;
  private listening = false;
  private readonly now: () => number;

  constructor(private readonly options: ListingCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Subscribes to `channel` on `client`; until the subscription is confirmed, every call loads. */
  listen(client: Listener, channel: string): Promise<void> {
    return client
      .listen(
        channel,
        () => this.invalidate(),
        () => {
          this.invalidate();
          this.listening = true;
        },
      )
      .then(
        () => this.invalidate(),
        (error: unknown) => console.error(`listing cache: LISTEN ${channel} failed, answers stay uncached`, error),
      );
  }

  /**
   * The kept answer for `key`, else `load()`'s, kept when nothing changed while it loaded.
   * Concurrent callers of one key share one load.
   */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.listening) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit.value);
    }
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const loaded = load().then((value) => {
      if (generation === this.generation) this.keep(key, value);
      return value;
    });
    this.loading.set(key, loaded);
    const forget = () => {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    };
    loaded.then(forget, forget);
    return loaded;
  }

  /** Forgets every answer, and any load under way (its callers still get it). */
  invalidate() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get size() {
    return this.entries.size;
  }

  private keep(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
