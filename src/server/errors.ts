import type { z } from "zod";

/** Every failure a service reports, with the tRPC code and HTTP status it maps to (one table). */
export const APP_ERROR_CODES = {
  BAD_REQUEST: { trpc: "BAD_REQUEST", http: 400 },
  UNAUTHENTICATED: { trpc: "UNAUTHORIZED", http: 401 },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403 },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404 },
  CONFLICT: { trpc: "CONFLICT", http: 409 },
  VALIDATION: { trpc: "UNPROCESSABLE_CONTENT", http: 422 },
  RATE_LIMITED: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", http: 500 },
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

/** A message key such as `validation.required` or `booking.validation.nameRequired` (zod's own texts are not). */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/** Turns zod issues into field -> message key; schemas use message keys as their messages. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    if (!fields[field]) fields[field] = MESSAGE_KEY.test(issue.message) ? issue.message : "validation.invalid";
  }
  return fields;
}

export function validationError(error: z.ZodError) {
  return new AppError("VALIDATION", "errors.validation", fieldErrorsOf(error));
}

/** The path of the first string in `value` holding a NUL character, which PostgreSQL text cannot store. */
function pathOfNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object") return null;
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
