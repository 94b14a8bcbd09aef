/** What a failed tRPC mutation carries to the browser (see `errorFormatter`): a message key and each field's key. */
export interface MutationErrorLike {
  data?: { appCode?: string; messageKey?: string; fieldErrors?: Record<string, string> | null } | null;
}

/** The message key of a failed mutation shown on its own (a toast, a dialog): the first field's message, else the error's own. */
export function mutationErrorKey(error: MutationErrorLike): string {
  return Object.values(error.data?.fieldErrors ?? {})[0] ?? error.data?.messageKey ?? "errors.unexpected";
}
