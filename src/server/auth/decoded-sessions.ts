import "server-only";

/** How many decoded session cookies a server process keeps (a few hundred bytes each). */
const MAX_ENTRIES = 10_000;

/**
 * Session cookies this process has already decrypted, by their exact text, until the token's own expiry:
 * a signed-in browser's every request would otherwise derive the key and decrypt its JWT again (most of an
 * API call's CPU). Only tokens that decrypted are kept, so a forged cookie is never remembered; whether the
 * session is still open stays the database's answer on every request (loadSessionActor).
 */
export class DecodedSessions<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The value kept for `cookieText`, while its token has not expired. */
  get(cookieText: string): V | undefined {
    const hit = this.entries.get(cookieText);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      this.entries.delete(cookieText);
      return undefined;
    }
    return hit.value;
  }

  /** Keeps `value` until `expiresAt` (epoch ms); the oldest entry goes when the cache is full. */
  set(cookieText: string, value: V, expiresAt: number) {
    this.entries.delete(cookieText);
    this.entries.set(cookieText, { value, expiresAt });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size() {
    return this.entries.size;
  }
}
