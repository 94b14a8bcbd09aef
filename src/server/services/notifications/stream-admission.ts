import "server-only";
import { AppError } from "@/server/errors";

export interface StreamLimits {
  /** Streams one user may hold open on this instance at once (tabs, devices). */
  maxOpen: number;
  /** Streams one user may open on this instance per window (a reconnect loop is cut short). */
  maxOpened: number;
  windowMs: number;
}

const STREAM_LIMITS: StreamLimits = { maxOpen: 8, maxOpened: 30, windowMs: 60_000 };

/**
 * Who may open another stream on this instance: per user, a cap on open streams and on streams opened
 * per minute. A refused open is RATE_LIMITED (429); the client then polls.
 */
export class StreamAdmission {
  private readonly open = new Map<string, number>();
  private readonly opened = new Map<string, number[]>();

  constructor(
    private readonly limits: StreamLimits = STREAM_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a new stream for `userId` and answers the function that counts it closed. */
  admit(userId: string): () => void {
    const now = this.now();
    const recent = (this.opened.get(userId) ?? []).filter((at) => now - at < this.limits.windowMs);
    const open = this.open.get(userId) ?? 0;
    if (open >= this.limits.maxOpen || recent.length >= this.limits.maxOpened) {
      this.opened.set(userId, recent);
      throw new AppError("RATE_LIMITED", "notifications.errors.tooManyStreams");
    }
    recent.push(now);
    this.opened.set(userId, recent);
    this.open.set(userId, open + 1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
      const stillRecent = (this.opened.get(userId) ?? []).filter((at) => this.now() - at < this.limits.windowMs);
      if (stillRecent.length) this.opened.set(userId, stillRecent);
      else this.opened.delete(userId);
    };
  }
}
