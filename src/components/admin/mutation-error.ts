/** The message key of a failed console mutation: the first field's message, else the error's own. */
export function mutationErrorKey(error: { data?: { fieldErrors?: Record<string, string> | null; messageKey?: string } | null }): string {
  return Object.values(error.data?.fieldErrors ?? {})[0] ?? error.data?.messageKey ?? "errors.unexpected";
}
