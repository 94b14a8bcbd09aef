import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, type ByteRange, type Storage, StorageNotFound } from "./storage";

/** Files under one folder (by default `<LAKOU_DATA_DIR>/media`); writes land whole or not at all. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange) {
      const file = fileOf(key);
      if ((await this.size(key)) === null) throw new StorageNotFound(key);
      return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },
    async size(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileOf(key.replace(/\/$/, "")), { recursive: true, force: true });
    },
  };
}
