import "server-only";
import type { z } from "zod";

/** Every failure a service reports, with the tRPC code and HTTP status it maps to (one table). */
export const APP_ERROR_CODES = {
  BAD_REQUEST: { trpc: "BAD_REQUEST", http: 400 },
  UNAUTHENTICATED: { trpc: "UNAUTHORIZED", http: 401 },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403 },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404 },
  METHOD_NOT_ALLOWED: { trpc: "METHOD_NOT_SUPPORTED", http: 405 },
  CONFLICT: { trpc: "CONFLICT", http: 409 },
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

/** A field message key: `validation.*` or `security.*`, a feature's own `<namespace>.validation.*`, or `calls.errors.*`. */
const FIELD_MESSAGE_KEY = /^(?:(?:validation|security)\.|[A-Za-z]+\.validation\.|calls\.errors\.)/;

/** Turns zod issues into field -> message key; schemas use message keys as their messages. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    if (!fields[field]) fields[field] = FIELD_MESSAGE_KEY.test(issue.message) ? issue.message : "validation.invalid";
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
