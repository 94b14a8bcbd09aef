/** The message key of a failed payment call: the first field's message, else the server's, else `fallback`. */
export function paymentErrorKey(
  error: { data?: { messageKey?: string; fieldErrors?: Record<string, string> | null } | null },
  fallback: string,
): string {
  return Object.values(error.data?.fieldErrors ?? {})[0] ?? error.data?.messageKey ?? fallback;
}
