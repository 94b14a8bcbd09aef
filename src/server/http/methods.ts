import "server-only";
import { AppError } from "@/server/errors";
import { errorResponse } from "./error-response";

/** The methods every route under /api answers, one way or another (HEAD and OPTIONS are Next's). */
const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof HTTP_METHODS)[number];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's handler has its own params type
type Handler = (req: any, context: any) => Promise<Response>;

/**
 * A route's exports for every method: the handlers it has, and a JSON 405 with `Allow` for the rest
 * (Next.js alone answers those with an empty body). A route file exports its handlers and, below
 * them, the rest: `export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });`.
 */
export function routeMethods(handlers: Partial<Record<Method, Handler>>): Record<Method, Handler> {
  const allow = HTTP_METHODS.filter((method) => handlers[method]).join(", ");
  const notAllowed: Handler = async (req: Request) => {
    const response = errorResponse(req, new AppError("METHOD_NOT_ALLOWED", "errors.methodNotAllowed"));
    response.headers.set("allow", allow);
    return response;
  };
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, handlers[method] ?? notAllowed])) as Record<Method, Handler>;
}

/** Every method of a path that names nothing under /api: a JSON 404. */
export function notFoundRoute(): Record<Method, Handler> {
  const notFound: Handler = async (req: Request) => errorResponse(req, new AppError("NOT_FOUND", "errors.notFound"));
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, notFound])) as Record<Method, Handler>;
}
