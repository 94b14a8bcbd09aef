import "server-only";
import { AppError } from "@/server/errors";
import { isCrossSite } from "./cross-site";
import { type EdgeContext, edgeContext } from "./edge-context";
import { errorResponse } from "./error-response";

/** The request, its `{ db, actor, providers }` (edgeContext) and its body. */
export interface RestContext extends EdgeContext {
  req: Request;
  /** The parsed JSON body of a mutation (undefined for GET and empty bodies). */
  body: unknown;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

async function readBody(req: Request): Promise<unknown> {
  if (!MUTATING.has(req.method)) return undefined;
  const text = await req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "errors.badRequest");
  }
}

/**
 * Wraps a REST adapter: cross-site check for mutations, JSON body parsing, `{ db, actor, providers }` from
 * the one composition (edgeContext), and AppError mapped to its HTTP status. Anything else answers a JSON 500 without a stack trace.
 */
export function rest<P = Record<string, string>>(
  handler: (ctx: RestContext, params: P) => Promise<Response | unknown>,
  /** `raw`: the handler reads the request body itself (binary uploads); `body` stays undefined. */
  options: { body?: "json" | "raw" } = {},
) {
  return async (req: Request, route: { params: Promise<P> }): Promise<Response> => {
    try {
      if (MUTATING.has(req.method) && isCrossSite(req)) throw new AppError("FORBIDDEN", "errors.crossSite");
      const body = options.body === "raw" ? undefined : await readBody(req);
      const result = await handler({ ...edgeContext(req.headers), req, body }, await route.params);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      if (error instanceof AppError) return errorResponse(req, error);
      console.error(`${req.method} ${new URL(req.url).pathname} failed:`, error);
      return errorResponse(req, new AppError("INTERNAL", "errors.unexpected"));
    }
  };
}

/**
 * A request's fields handed on as a service's input: the service parses them with its own schema (the one
 * check, with translated field errors), so nothing is trusted here; the type names the input it fills.
 */
export function unparsed<Input>(fields: unknown): Input {
  return fields as Input;
}
