"use client";

import { useTranslations } from "next-intl";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { useRouter } from "@/i18n/navigation";
import { type MutationErrorLike, mutationErrorKey } from "./mutation-error";

interface Feedback<TData, TValues extends FieldValues> {
  /** The form whose fields show the server's field errors; without one, errors are a toast. */
  form?: UseFormReturn<TValues, unknown, unknown>;
  /** The toast on success (already translated). */
  success?: string | ((data: TData) => string);
  /** Re-render the page's server components after success (default: yes). */
  refresh?: boolean;
  onSuccess?: (data: TData) => void;
  /** Runs after the error is shown. */
  onError?: (error: MutationErrorLike) => void;
}

/**
 * The one success / failure pattern for a mutation: a success toast, `router.refresh()`, and the
 * server's AppError put where it belongs: each field error under its form field (by the same path
 * the zod schema reports), a form-level error in `errors.root.server` (shown by `FormRootMessage`),
 * or a toast when there is no form. Spread the result into `api.x.y.useMutation(...)`.
 */
export function useMutationFeedback<TData = unknown, TValues extends FieldValues = FieldValues>({
  form,
  success,
  refresh = true,
  onSuccess,
  onError,
}: Feedback<TData, TValues> = {}) {
  const translate = useTranslations();
  const router = useRouter();
  return {
    onSuccess: (data: TData) => {
      if (success) toast.success(typeof success === "function" ? success(data) : success);
      if (refresh) router.refresh();
      onSuccess?.(data);
    },
    onError: (error: MutationErrorLike) => {
      if (form) showOnForm(form, error);
      else toast.error(translate(mutationErrorKey(error)));
      onError?.(error);
    },
  };
}

function showOnForm<TValues extends FieldValues>(form: UseFormReturn<TValues, unknown, unknown>, error: MutationErrorLike) {
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
