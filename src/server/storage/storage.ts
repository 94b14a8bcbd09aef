import "server-only";
import type { Readable } from "node:stream";

/** An inclusive byte range, as HTTP Range requests name it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live. Keys are relative paths such as `media/<id>/original`; the same code
 * serves them from local disk or an S3-compatible store.
 */
export interface Storage {
  /** Where the bytes live: what the console's system status reports. */
  readonly kind: "s3" | "local";
  /** Writes the whole stream under the key, replacing what was there. */
  put(key: string, body: Readable, contentType?: string): Promise<void>;
  /** The bytes of the key (or of one range of it); throws StorageNotFound when missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The size in bytes, or null when the key does not exist. */
  size(key: string): Promise<number | null>;
  /** Removes the key and, for a prefix ending in `/`, everything under it. Missing keys are fine. */
  delete(key: string): Promise<void>;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`storage key not found: ${key}`);
    this.name = "StorageNotFound";
  }
}

/** Keys are made by the app, but are checked anyway: no absolute paths, no `..`, no odd characters. */
export function assertSafeKey(key: string) {
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
