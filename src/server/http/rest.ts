import "server-only";
import { AppError, asAppError } from "@/server/errors";
import { JSON_BODY_MAX_BYTES } from "@/lib/http-limits";
import { isCrossSite } from "./cross-site";
import { type EdgeContext, edgeContext } from "./edge-context";
import { errorResponse } from "./error-response";
import { readTextCapped } from "./read-body";

/** The request, its `{ db, actor, providers }` (edgeContext) and its body. */
export interface RestContext extends EdgeContext {
  req: Request;
  /** The parsed JSON body of a mutation (undefined for GET and empty bodies). */
  body: unknown;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The JSON body of a mutation, streamed and refused (413) past JSON_BODY_MAX_BYTES. */
async function readBody(req: Request): Promise<unknown> {
  if (!MUTATING.has(req.method)) return undefined;
  const text = await readTextCapped(req, JSON_BODY_MAX_BYTES);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "errors.badRequest");
  }
}

/**
 * Wraps a REST adapter: cross-site check for mutations, `{ db, actor, providers }` from the one composition
 * (edgeContext), the session first where the route needs one, the JSON body (capped, read only after that),
 * and AppError mapped to its HTTP status (an unreachable database: 503). Anything else answers a JSON 500
 * without a stack trace.
 */
export function rest<P = Record<string, string>>(
  handler: (ctx: RestContext, params: P) => Promise<Response | unknown>,
  options: {
    /** `raw`: the handler reads the request body itself (binary uploads); `body` stays undefined. */
    body?: "json" | "raw";
    /** `required`: a guest is refused (401) before a byte of the body is read. */
    session?: "required";
  } = {},
) {
  return async (req: Request, route: { params: Promise<P> }): Promise<Response> => {
    try {
      if (MUTATING.has(req.method) && isCrossSite(req)) throw new AppError("FORBIDDEN", "errors.crossSite");
      const context = edgeContext(req.headers);
      if (options.session === "required" && !(await context.actor())) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
      const body = options.body === "raw" ? undefined : await readBody(req);
      const result = await handler({ ...context, req, body }, await route.params);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      const known = asAppError(error);
      if (known) return errorResponse(req, known);
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
