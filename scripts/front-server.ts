/**
 * Our own small server in front of Next.js (`npm run dev` / `npm start`): it listens where the app is
 * asked to, hands every request and WebSocket upgrade on to a Next.js server on 127.0.0.1 (of several,
 * the one with the fewest requests under way), and tells it the address of the socket the request came
 * in on (CLIENT_ADDRESS_HEADER), removing any copy the client sent. So per-client limits know each
 * client without a proxy in front (src/server/http/client-ip.ts).
 */
import http from "node:http";
import net from "node:net";
import { CLIENT_ADDRESS_HEADER } from "../src/server/http/client-address-header";
import { requestLocale, translateKey } from "../src/server/http/translate";
import { type Original, staticFiles } from "./static-files";

export interface FrontServer {
  server: http.Server;
  close: () => Promise<void>;
}

/** Headers about one connection, not the request: each side of the front server has its own. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"]);

/** The headers handed on: the client's own copy of our header is dropped, the socket's address set. */
function forwardedHeaders(req: http.IncomingMessage, listenPort: number, upgrade = false): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  if (!upgrade) for (const name of HOP_BY_HOP) delete headers[name];
  delete headers[CLIENT_ADDRESS_HEADER];
  const address = req.socket.remoteAddress;
  if (address) headers[CLIENT_ADDRESS_HEADER] = address;
  // What Next.js would have set itself had the client reached it directly (it sets them only when absent).
  headers["x-forwarded-for"] ??= address;
  headers["x-forwarded-port"] ??= String(listenPort);
  return headers;
}


/**
 * An /api path with a malformed `%` escape names nothing, and Next.js fails (500) decoding it into a
 * route's parameters: answered here with the JSON 404 of a resource that does not exist, as pages (which
 * src/proxy.ts sees) answer their translated 404 page.
 */
function undecodableApiPath(url: string | undefined) {
  const path = (url ?? "/").split("?")[0]!;
  if (!path.startsWith("/api/")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** A JSON error in the reader's language, as the app's own routes answer. */
function answer(req: http.IncomingMessage, res: http.ServerResponse, status: 404 | 502 | 503, code: string, messageKey: string) {
  if (res.headersSent) return res.destroy();
  const headers = { cookie: req.headers.cookie ?? "", "accept-language": req.headers["accept-language"] ?? "" };
  const locale = requestLocale(new Request("http://front.invalid/", { headers }));
  res.writeHead(status, { "content-type": "application/json", ...(status === 503 ? { "retry-after": "2" } : {}) });
  res.end(JSON.stringify({ error: translateKey(locale, messageKey), code }));
}

/** Methods a client may send again when no answer came (RFC 9110 §9.2.2), when they carry no body. */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);

function replayable(req: http.IncomingMessage) {
  const length = Number(req.headers["content-length"] ?? 0);
  return IDEMPOTENT.has(req.method ?? "GET") && !req.headers["transfer-encoding"] && !(length > 0);
}

/**
 * Which of the servers takes the next request: the one with the fewest requests under way, the first
 * such one after the last server chosen, so equal servers take turns.
 */
function leastBusy(underWay: readonly number[], last: number): number {
  let chosen = -1;
  for (let step = 1; step <= underWay.length; step++) {
    const index = (last + step) % underWay.length;
    if (chosen === -1 || underWay[index]! < underWay[chosen]!) chosen = index;
  }
  return chosen;
}

/**
 * Starts the front server on `port`/`host`, handing requests on to the Next.js servers at 127.0.0.1:`targetPorts`
 * (WebSocket upgrades, only Next.js dev's hot reload, to the first). With `keepStaticFiles` (a production build), it
 * answers the build's files under /_next/static/ itself, from memory (scripts/static-files.ts).
 */
export async function startFrontServer({
  port,
  host,
  targetPorts,
  keepStaticFiles = false,
}: {
  port: number;
  host?: string;
  targetPorts: number[];
  keepStaticFiles?: boolean;
}): Promise<FrontServer> {
  const underWay = targetPorts.map(() => 0);
  let last = -1;
  // A kept-alive connection can be closed by Next.js just as a request goes out on it. A request without
  // a body that may be sent twice then goes again on a new connection; any other request always takes a
  // new connection, so it is never sent into one that is closing. That connection is still asked to be
  // kept alive, and closed here once answered: told to close, Next.js would close it as soon as it
  // answered, and answering before the whole body came (a 401, a 413) would then reset it with that
  // answer unread.
  const keptAlive = new http.Agent({ keepAlive: true });
  const single = new http.Agent({ keepAlive: false });
  /** One whole answer of the least busy Next.js server, uncompressed, for a file the front server keeps. */
  const original = (path: string) =>
    new Promise<Original>((resolve, reject) => {
      const target = (last = leastBusy(underWay, last));
      underWay[target]!++;
      let done = false;
      const finish = (settle: () => void) => {
        if (done) return;
        done = true;
        underWay[target]!--;
        settle();
      };
      const request = http.get(
        { host: "127.0.0.1", port: targetPorts[target]!, path, headers: { "accept-encoding": "identity" }, agent: single },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => finish(() => resolve({ status: answer.statusCode ?? 502, rawHeaders: answer.rawHeaders, body: Buffer.concat(chunks) })));
          answer.on("error", (error) => finish(() => reject(error)));
        },
      );
      request.on("error", (error) => finish(() => reject(error)));
    });
  const serveStatic = keepStaticFiles ? staticFiles(original) : null;

  const handOn = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (undecodableApiPath(req.url)) return answer(req, res, 404, "NOT_FOUND", "errors.notFound");
    const listenPort = (server.address() as net.AddressInfo).port;
    const again = replayable(req);
    const target = (last = leastBusy(underWay, last));
    underWay[target]!++;
    res.once("close", () => underWay[target]!--);

    const forward = (agent: http.Agent) => {
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: targetPorts[target]!,
          method: req.method,
          path: req.url,
          headers: { ...forwardedHeaders(req, listenPort), connection: "keep-alive" },
          agent,
        },
        (answer) => {
          const headers: string[] = [];
          for (let i = 0; i < answer.rawHeaders.length; i += 2) {
            if (!HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase())) headers.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
          }
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
          answer.pipe(res);
          // Answered before the whole body came (a refusal, a 413): the rest is read and dropped here, and
          // the connection to Next.js, still owed those bytes, is never reused.
          if (!req.complete) {
            req.unpipe(upstream);
            req.resume();
            answer.on("end", () => upstream.destroy());
          }
        },
      );
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        if (again && agent === keptAlive && upstream.reusedSocket && !res.headersSent) return forward(single);
        // Next.js not listening (starting, or restarting in dev): try again shortly. Anything else: 502.
        if (error.code === "ECONNREFUSED") answer(req, res, 503, "UNAVAILABLE", "edges.starting");
        else answer(req, res, 502, "UPSTREAM_FAILED", "edges.upstreamFailed");
      });
      res.on("close", () => {
        if (!res.writableFinished) upstream.destroy();
      });
      if (again) upstream.end();
      else req.pipe(upstream);
    };
    forward(again ? keptAlive : single);
  };
  const server = http.createServer((req, res) => {
    if (!serveStatic?.(req, res)) handOn(req, res);
  });

  // WebSockets (Next.js dev's hot reload): the upgrade request goes on with the same headers, then bytes flow both ways.
  server.on("upgrade", (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const listenPort = (server.address() as net.AddressInfo).port;
    const upstream = http.request({ host: "127.0.0.1", port: targetPorts[0]!, method: req.method, path: req.url, headers: forwardedHeaders(req, listenPort, true) });
    upstream.on("upgrade", (answer, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (upstreamHead.length) socket.write(upstreamHead);
      if (head.length) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      upstreamSocket.on("error", () => socket.destroy());
      socket.on("error", () => upstreamSocket.destroy());
    });
    upstream.on("response", (answer) => {
      socket.end(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`);
      answer.resume();
    });
    upstream.on("error", () => socket.destroy());
    upstream.end();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        keptAlive.destroy();
        single.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on right now, for Next.js behind the front server. */
export function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
