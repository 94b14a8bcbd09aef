import "server-only";
import type { z } from "zod";
import { fieldMessageKey } from "@/lib/forms/field-message";

/** Every failure a service reports, with the tRPC code and HTTP status it maps to (one table). */
export const APP_ERROR_CODES = {
  BAD_REQUEST: { trpc: "BAD_REQUEST", http: 400 },
  UNAUTHENTICATED: { trpc: "UNAUTHORIZED", http: 401 },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403 },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404 },
  METHOD_NOT_ALLOWED: { trpc: "METHOD_NOT_SUPPORTED", http: 405 },
  CONFLICT: { trpc: "CONFLICT", http: 409 },
  PAYLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", http: 413 },
  VALIDATION: { trpc: "UNPROCESSABLE_CONTENT", http: 422 },
  RATE_LIMITED: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", http: 500 },
  UNAVAILABLE: { trpc: "SERVICE_UNAVAILABLE", http: 503 },
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;
/** Field name -> message key under `messages.*.errors` / `validation`. */
export type FieldErrors = Record<string, string>;

/**
 * The one application error. `messageKey` names a text in messages/*.json (e.g. `errors.forbidden`),
 * so every edge shows it in the reader's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly messageKey: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(messageKey);
    this.name = "AppError";
  }
}

/** Seconds a client is asked to wait (Retry-After) before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Node socket errors and postgres.js connection errors (`code`), and the SQLSTATE classes of a server
 * that is shutting down, starting or full (08 connection exception, 57P admin/crash shutdown and
 * cannot connect now, 53300 too many connections): the database cannot be reached, nothing was decided.
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "53300",
  "57P01",
  "57P02",
  "57P03",
]);

function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true;
  return isDatabaseUnreachable(error.cause, depth + 1) || (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnreachable(e, depth + 1)));
}

/**
 * The one mapping of a thrown value to the AppError it stands for: an AppError itself, or an
 * unreachable database (UNAVAILABLE, 503 with Retry-After); anything else is not the client's doing (null).
 */
export function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) return new AppError("UNAVAILABLE", "edges.databaseUnavailable");
  return null;
}

/** Turns zod issues into field -> message key; schemas use message keys as their messages. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    if (!fields[field]) fields[field] = fieldMessageKey(issue.message);
  }
  return fields;
}

function validationError(error: z.ZodError) {
  return new AppError("VALIDATION", "errors.validation", fieldErrorsOf(error));
}

/** How deep input may nest. Nothing Lakou accepts comes close; deeper input is refused, never walked. */
const MAX_INPUT_DEPTH = 32;

const tooDeep = () => new AppError("BAD_REQUEST", "errors.inputTooDeep");

/**
 * The path of the first string in `value` holding a NUL character, which PostgreSQL text cannot
 * store. Input nested deeper than MAX_INPUT_DEPTH is refused with a 400 (the walk is bounded).
 */
function pathOfNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object") return null;
  if (path.length >= MAX_INPUT_DEPTH) throw tooDeep();
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Parses input with a schema, throwing the app's validation error on failure. Text with a NUL
 * character is refused here, once for every service, before it can reach the database.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = pathOfNul(input);
  if (nul) throw new AppError("VALIDATION", "errors.validation", { [nul.join(".") || "_"]: "validation.invalidCharacters" });
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
