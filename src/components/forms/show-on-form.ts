import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { type MutationErrorLike, serverErrorText } from "./mutation-error";

/**
 * Puts a failed mutation's field errors (the server's texts) under the form's fields, and the rest in the root error
 * root.server; `fallback` (already translated) when no answer came from the server.
 */
export function showOnForm<TValues extends FieldValues>(form: UseFormReturn<TValues, unknown, unknown>, error: MutationErrorLike, fallback: string) {
  const fieldMessages = Object.entries(error.data?.fieldMessages ?? {});
  const values = form.getValues();
  let rootText: string | null = fieldMessages.length === 0 ? (serverErrorText(error) ?? fallback) : null;
  let focused = false;
  for (const [path, text] of fieldMessages) {
    if (hasPath(values, path)) {
      form.setError(path as FieldPath<TValues>, { type: "server", message: text }, { shouldFocus: !focused });
      focused = true;
    } else {
      rootText ??= text;
    }
  }
  if (rootText) form.setError("root.server", { type: "server", message: rootText });
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
