/** What a failed settings mutation says: its message key and each field's, for the forms to translate. */
export interface MutationErrorLike {
  data?: { messageKey?: string; fieldErrors?: Record<string, string> | null } | null;
}

export function errorKeys(error: MutationErrorLike | null | undefined) {
  return {
    form: error ? (error.data?.messageKey ?? "errors.unexpected") : null,
    fields: error?.data?.fieldErrors ?? {},
  };
}
