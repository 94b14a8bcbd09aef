import "server-only";
import type { Actor } from "@/server/auth/actor";
import { getActor } from "@/server/auth/session";
import { type Db, getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { isCrossSite } from "./cross-site";
import { errorResponse } from "./error-response";

export interface RestContext {
  req: Request;
  db: Db;
  /** The acting user, looked up on first call (public reads never pay for the session). */
  actor: () => Promise<Actor | null>;
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
 * Wraps a REST adapter: cross-site check for mutations, JSON body parsing, the acting user,
 * and AppError mapped to its HTTP status. Anything else answers a JSON 500 without a stack trace.
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
      let acting: Promise<Actor | null> | undefined;
      const actor = () => (acting ??= getActor());
      const result = await handler({ req, db: getDb(), actor, body }, await route.params);
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
