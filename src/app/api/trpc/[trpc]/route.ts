import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPC_MAX_BATCH_SIZE } from "@/lib/trpc-limits";
import { appRouter } from "@/server/api/root";
import { AppError } from "@/server/errors";
import { isCrossSite } from "@/server/http/cross-site";
import { edgeContext } from "@/server/http/edge-context";
import { errorResponse } from "@/server/http/error-response";
import { routeMethods } from "@/server/http/methods";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: async () => {
      const { db, actor, providers } = edgeContext(req.headers);
      return { db, actor: await actor(), providers, headers: req.headers };
    },
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC failed on ${path ?? "<no path>"}:`, error.cause ?? error);
    },
  });

/** How many procedures one request calls (`a,b,c?batch=1`). */
function callCount(req: Request) {
  const url = new URL(req.url);
  return url.searchParams.get("batch") === "1" ? url.pathname.slice("/api/trpc/".length).split(",").length : 1;
}

/**
 * Before tRPC runs anything: batches over TRPC_MAX_BATCH_SIZE calls answer a JSON 400, and
 * mutations (POST) sent from another site a JSON 403, as REST mutations do.
 */
async function guarded(req: Request) {
  if (callCount(req) > TRPC_MAX_BATCH_SIZE) return errorResponse(req, new AppError("BAD_REQUEST", "errors.batchTooLarge"));
  if (req.method === "POST" && isCrossSite(req)) return errorResponse(req, new AppError("FORBIDDEN", "errors.crossSite"));
  return handler(req);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: guarded, POST: guarded });
