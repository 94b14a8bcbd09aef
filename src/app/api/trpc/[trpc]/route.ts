import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPC_BODY_MAX_BYTES } from "@/lib/http-limits";
import { TRPC_MAX_BATCH_SIZE } from "@/lib/trpc-limits";
import { appRouter } from "@/server/api/root";
import { ContextError } from "@/server/api/trpc";
import { AppError, RETRY_AFTER_SECONDS } from "@/server/errors";
import { isCrossSite } from "@/server/http/cross-site";
import { edgeContext } from "@/server/http/edge-context";
import { errorResponse } from "@/server/http/error-response";
import { routeMethods } from "@/server/http/methods";
import { readBodyCapped } from "@/server/http/read-body";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: async () => {
      try {
        const { db, actor, providers } = edgeContext(req.headers);
        return { db, actor: await actor(), providers, headers: req.headers };
      } catch (error) {
        throw new ContextError(req.headers, error);
      }
    },
    responseMeta: ({ errors }) =>
      errors.some((error) => error.code === "SERVICE_UNAVAILABLE") ? { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } } : {},
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC failed on ${path ?? "<no path>"}:`, error.cause ?? error);
    },
  });

/** How many procedures one request calls (`a,b,c?batch=1`). */
function callCount(req: Request) {
  const url = new URL(req.url);
  return url.searchParams.get("batch") === "1" ? url.pathname.slice("/api/trpc/".length).split(",").length : 1;
}

/** tRPC decodes the procedure path itself and fails on a malformed `%` escape: such a path is bad input (400). */
function decodable(path: string) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A POST's body read here, capped (413 past TRPC_BODY_MAX_BYTES), and handed to tRPC as a buffered request. */
async function withCappedBody(req: Request): Promise<Request> {
  if (req.method !== "POST") return req;
  const body = await readBodyCapped(req, TRPC_BODY_MAX_BYTES);
  return new Request(req.url, { method: req.method, headers: req.headers, body: body.byteLength ? body : null, signal: req.signal });
}

/**
 * Before tRPC runs anything: undecodable paths and batches over TRPC_MAX_BATCH_SIZE calls answer a JSON 400, mutations
 * (POST) sent from another site a JSON 403, as REST mutations do, and bodies past the cap a JSON 413.
 */
async function guarded(req: Request) {
  try {
    if (!decodable(new URL(req.url).pathname)) throw new AppError("BAD_REQUEST", "errors.badRequest");
    if (callCount(req) > TRPC_MAX_BATCH_SIZE) throw new AppError("BAD_REQUEST", "errors.batchTooLarge");
    if (req.method === "POST" && isCrossSite(req)) throw new AppError("FORBIDDEN", "errors.crossSite");
    return await handler(await withCappedBody(req));
  } catch (error) {
    if (error instanceof AppError) return errorResponse(req, error);
    throw error;
  }
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: guarded, POST: guarded });
