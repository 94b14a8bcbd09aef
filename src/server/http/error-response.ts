import "server-only";
import { APP_ERROR_CODES, type AppError, RETRY_AFTER_SECONDS } from "@/server/errors";
import { requestLocale, translateFieldErrors, translateKey } from "./translate";

/**
 * The JSON error every REST adapter answers: `{ error, code }`, plus translated field errors; a 503
 * says when to try again (Retry-After).
 */
export function errorResponse(req: Request, error: AppError): Response {
  const locale = requestLocale(req);
  const fieldErrors = error.fieldErrors ? translateFieldErrors(locale, error.fieldErrors) : undefined;
  return Response.json(
    { error: translateKey(locale, error.messageKey), code: error.code, ...(fieldErrors ? { fieldErrors } : {}) },
    {
      status: APP_ERROR_CODES[error.code].http,
      ...(error.code === "UNAVAILABLE" ? { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } } : {}),
    },
  );
}
