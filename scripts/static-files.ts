/**
 * The build's own files under /_next/static/ (scripts, styles, fonts), answered by the front server itself in
 * `npm start`, as a CDN in front of Next.js would: their names change with their content, so each is asked of Next.js
 * once (its headers included: type, caching, security), compressed once (Brotli at its best, and gzip) and kept in
 * memory. The Next.js servers are left to render pages, and a page's scripts no longer queue behind them. The files
 * kept are the build's own: only what Next.js answers with a 200 is kept.
 */
import type http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";

const STATIC_PREFIX = "/_next/static/";

/** What Next.js answered for a file: its status, headers (as `rawHeaders` pairs) and whole body, uncompressed. */
export interface Original {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

interface KeptFile {
  headers: [string, string][];
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Headers that describe one response's bytes or connection, not the file: set again here for each answer. */
const PER_RESPONSE = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "accept-ranges", "date", "etag", "vary"]);
const COMPRESSIBLE = /javascript|css|json|svg|text\//i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding the client takes that we have: Brotli first, then gzip, else none. */
function encodingFor(acceptEncoding: string | undefined, file: { br?: Buffer; gzip?: Buffer }): "br" | "gzip" | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";").map((piece) => piece.trim()))
      .filter(([, weight]) => !weight || Number(weight.replace(/^q=/, "")) > 0)
      .map(([name]) => name!.toLowerCase()),
  );
  if (file.br && accepted.has("br")) return "br";
  if (file.gzip && accepted.has("gzip")) return "gzip";
  return null;
}

async function keep({ rawHeaders, body }: Original): Promise<KeptFile> {
  const headers: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!PER_RESPONSE.has(rawHeaders[i]!.toLowerCase())) headers.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  }
  const type = headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
  if (!COMPRESSIBLE.test(type)) return { headers, identity: body };
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { headers, identity: body, br, gzip: gz };
}

/**
 * `serve(req, res)` answers a GET or HEAD under /_next/static/ from memory and says whether it did. A file not kept yet
 * is asked of Next.js (`original`, by its path: the query names no other file) and compressed in the background while
 * Next.js still answers it; one Next.js does not answer with a 200 is not kept, so a later request asks again.
 */
export function staticFiles(original: (path: string) => Promise<Original>) {
  const files = new Map<string, KeptFile | "loading">();

  return function serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const pathname = (req.url ?? "/").split("?")[0]!;
    if ((req.method !== "GET" && req.method !== "HEAD") || !pathname.startsWith(STATIC_PREFIX)) return false;
    const file = files.get(pathname);
    if (file === undefined) {
      files.set(pathname, "loading");
      original(pathname)
        .then((answer) => (answer.status === 200 ? keep(answer) : null))
        .then(
          (kept) => (kept ? files.set(pathname, kept) : files.delete(pathname)),
          () => files.delete(pathname),
        );
    }
    if (file === undefined || file === "loading") return false;
    const encoding = encodingFor(req.headers["accept-encoding"], file);
    const body = encoding ? file[encoding]! : file.identity;
    const headers: [string, string][] = [...file.headers, ["Content-Length", String(body.length)]];
    if (file.br) headers.push(["Vary", "Accept-Encoding"]);
    if (encoding) headers.push(["Content-Encoding", encoding]);
    res.writeHead(200, headers.flat());
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
