import { useTranslations } from "next-intl";

/**
 * What a failed tRPC call carries to the browser (see `errorFormatter`): its text in the page's language, and in
 * `data` its keys (for code that branches on them) and each field error's text.
 */
export interface MutationErrorLike {
  message: string;
  data?: {
    appCode?: string;
    messageKey?: string;
    fieldErrors?: Record<string, string> | null;
    fieldMessages?: Record<string, string> | null;
  } | null;
}

/**
 * The server's text for a failed call shown on its own (a toast, an alert): the first field's, else the error's own;
 * null when no answer came from the server (the network failed), which the caller names itself.
 */
export function serverErrorText(error: MutationErrorLike): string | null {
  if (!error.data?.messageKey) return null;
  return Object.values(error.data.fieldMessages ?? {})[0] ?? error.message;
}

/** Shows a failed call: the server's text, else `fallback` (already translated), else `errors.unexpected`'s. */
export function useErrorText() {
  const t = useTranslations("errors");
  return (error: MutationErrorLike, fallback?: string) => serverErrorText(error) ?? fallback ?? t("unexpected");
}
