import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import { type Storage, StorageNotFound } from "./storage";

/** A tiny S3 stand-in: objects by path, Range, HEAD, DELETE and ListObjectsV2; it records the auth headers. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const authorizations: string[] = [];
  const server = http.createServer(async (req, res) => {
    authorizations.push(String(req.headers.authorization));
    const url = new URL(req.url!, "http://x");
    const key = decodeURIComponent(url.pathname);
    if (req.method === "PUT") {
      objects.set(key, Buffer.concat(await Readable.from(req).toArray()));
      return res.end();
    }
    if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
      const prefix = `${key}/${url.searchParams.get("prefix")}`;
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).map((k) => `<Key>${k.slice(key.length + 1)}</Key>`);
      return res.end(`<ListBucketResult>${keys.join("")}</ListBucketResult>`);
    }
    const body = objects.get(key);
    if (req.method === "DELETE") {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    if (!body) return res.writeHead(404).end();
    const range = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range ?? ""));
    const part = range ? body.subarray(Number(range[1]), Number(range[2]) + 1) : body;
    res.writeHead(range ? 206 : 200, { "content-length": String(req.method === "HEAD" ? body.length : part.length) });
    res.end(req.method === "HEAD" ? undefined : part);
  });
  return { server, objects, authorizations };
}

const text = async (stream: Readable) => Buffer.concat(await Readable.from(stream).toArray()).toString();

const fake = fakeS3();
beforeAll(() => new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

describe.each([
  ["local disk", () => localStorage(mkdtempSync(path.join(os.tmpdir(), "lakou-storage-")))],
  [
    "S3-compatible",
    () =>
      s3Storage({
        endpoint: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
        bucket: "media",
        region: "us-east-1",
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "secret",
      }),
  ],
])("storage on %s", (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it("puts, sizes, reads whole and by range, and deletes one key or a prefix", async () => {
    await storage.put("media/a/original", Readable.from([Buffer.from("hello "), Buffer.from("world")]));
    await storage.put("media/a/hls/master.m3u8", Readable.from([Buffer.from("#EXTM3U")]));
    expect(await storage.size("media/a/original")).toBe(11);
    expect(await text(await storage.get("media/a/original"))).toBe("hello world");
    expect(await text(await storage.get("media/a/original", { start: 6, end: 10 }))).toBe("world");
    expect(await storage.size("media/a/missing")).toBeNull();
    await expect(storage.get("media/a/missing")).rejects.toBeInstanceOf(StorageNotFound);
    await storage.delete("media/a/");
    expect(await storage.size("media/a/original")).toBeNull();
    expect(await storage.size("media/a/hls/master.m3u8")).toBeNull();
  });

  it("refuses keys that could leave the store", async () => {
    await expect(storage.put("../etc/passwd", Readable.from([]))).rejects.toThrow(/unsafe/);
    await expect(storage.size("/abs")).rejects.toThrow(/unsafe/);
  });
});

it("signs every S3 request with AWS Signature Version 4", () => {
  expect(fake.authorizations.length).toBeGreaterThan(5);
  for (const header of fake.authorizations) {
    expect(header).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
  }
});
