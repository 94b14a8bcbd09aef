import "server-only";
import { createHash, createHmac } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, type Storage, StorageNotFound } from "./storage";

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/**
 * Any S3-compatible store (AWS, MinIO, R2, Ceph...) through plain HTTP requests signed with AWS
 * Signature Version 4 (path-style addressing, unsigned payload), so no SDK is needed.
 */
export function s3Storage(config: S3Config): Storage {
  const base = new URL(config.endpoint);

  function request(
    method: string,
    key: string,
    { query = {}, headers = {}, body }: { query?: Record<string, string>; headers?: Record<string, string>; body?: Readable } = {},
  ): Promise<http.IncomingMessage> {
    const now = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    const day = now.slice(0, 8);
    const pathname = `${base.pathname.replace(/\/$/, "")}/${config.bucket}${key ? `/${encodeKey(key)}` : ""}`;
    const search = Object.keys(query)
      .sort()
      .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(query[name]!)}`)
      .join("&");
    const signed: Record<string, string> = {
      ...headers,
      host: base.host,
      "x-amz-content-sha256": "UNSIGNED-PAYLOAD",
      "x-amz-date": now,
    };
    const names = Object.keys(signed).map((n) => n.toLowerCase()).sort();
    const lower = Object.fromEntries(Object.entries(signed).map(([n, v]) => [n.toLowerCase(), v.trim()]));
    const canonical = [method, pathname, search, ...names.map((n) => `${n}:${lower[n]}`), "", names.join(";"), "UNSIGNED-PAYLOAD"].join("\n");
    const scope = `${day}/${config.region}/s3/aws4_request`;
    const toSign = ["AWS4-HMAC-SHA256", now, scope, sha256(canonical)].join("\n");
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), "s3"), "aws4_request");
    const signature = createHmac("sha256", signingKey).update(toSign).digest("hex");
    const authorization = `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`;
    const client = base.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        { method, host: base.hostname, port: base.port || undefined, path: search ? `${pathname}?${search}` : pathname, headers: { ...signed, authorization } },
        resolve,
      );
      req.on("error", reject);
      if (body) body.on("error", reject).pipe(req);
      else req.end();
    });
  }

  async function expectOk(res: http.IncomingMessage, key: string) {
    if (res.statusCode === 404) {
      res.resume();
      throw new StorageNotFound(key);
    }
    if (!res.statusCode || res.statusCode >= 300) {
      const text = (await Readable.from(res).toArray()).join("");
      throw new Error(`S3 ${res.statusCode} for ${key}: ${text.slice(0, 300)}`);
    }
    return res;
  }

  return {
    kind: "s3",
    async put(key, body, contentType = "application/octet-stream") {
      assertSafeKey(key);
      // S3 wants the length up front: spool to a temporary file to learn it without holding the bytes in memory.
      const dir = await mkdtemp(path.join(os.tmpdir(), "lakou-s3-"));
      try {
        const file = path.join(dir, "body");
        await pipeline(body, createWriteStream(file));
        const { size } = await stat(file);
        const res = await request("PUT", key, {
          headers: { "content-length": String(size), "content-type": contentType },
          body: createReadStream(file),
        });
        (await expectOk(res, key)).resume();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async get(key, range) {
      assertSafeKey(key);
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      return expectOk(await request("GET", key, { headers }), key);
    },
    async size(key) {
      assertSafeKey(key);
      const res = await request("HEAD", key);
      res.resume();
      if (res.statusCode === 404) return null;
      await expectOk(res, key);
      return Number(res.headers["content-length"] ?? 0);
    },
    async delete(key) {
      assertSafeKey(key.replace(/\/$/, "") || "x");
      if (!key.endsWith("/")) {
        (await request("DELETE", key)).resume();
        return;
      }
      const res = await expectOk(await request("GET", "", { query: { "list-type": "2", prefix: key } }), key);
      const xml = (await Readable.from(res).toArray()).join("");
      for (const [, found] of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) {
        (await request("DELETE", found!.replace(/&amp;/g, "&"))).resume();
      }
    },
  };
}
