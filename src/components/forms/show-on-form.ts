import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import type { MutationErrorLike } from "./mutation-error";

/** Puts a failed mutation's field errors under the form's fields, and the rest in the root error root.server. */
export function showOnForm<TValues extends FieldValues>(form: UseFormReturn<TValues, unknown, unknown>, error: MutationErrorLike) {
  const fieldErrors = Object.entries(error.data?.fieldErrors ?? {});
  const values = form.getValues();
  let rootKey: string | null = fieldErrors.length === 0 ? (error.data?.messageKey ?? "errors.unexpected") : null;
  let focused = false;
  for (const [path, key] of fieldErrors) {
    if (hasPath(values, path)) {
      form.setError(path as FieldPath<TValues>, { type: "server", message: key }, { shouldFocus: !focused });
      focused = true;
    } else {
      rootKey ??= key;
    }
  }
  if (rootKey) form.setError("root.server", { type: "server", message: rootKey });
}

/** Whether `path` ("tiers.0.name") names a value of the form. */
function hasPath(values: unknown, path: string): boolean {
  let node = values;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}
