import "server-only";
import path from "node:path";
import { type Env, env } from "@/env";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { Storage } from "./storage";

export type { ByteRange, Storage } from "./storage";

/**
 * The configured store: an S3-compatible bucket when S3_BUCKET, S3_ENDPOINT and its keys are set,
 * otherwise files under `<LAKOU_DATA_DIR>/media`.
 */
type StorageVars = Pick<Env, "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "LAKOU_DATA_DIR">;

function storageFromEnv(vars: StorageVars = env): Storage {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = vars;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return localStorage(path.resolve(vars.LAKOU_DATA_DIR, "media"));
}

const globalForStorage = globalThis as unknown as { lakouStorage?: Storage };

/** The app's store, made once per process. */
export function getStorage(): Storage {
  return (globalForStorage.lakouStorage ??= storageFromEnv());
}
