"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { type MutationErrorLike, useErrorText } from "./mutation-error";
import { showOnForm } from "./show-on-form";

interface Feedback<TData, TValues extends FieldValues> {
  /** The form whose fields show the server's field errors; without one, errors are a toast. */
  form?: UseFormReturn<TValues, unknown, unknown>;
  /** The toast on success (already translated). */
  success?: string | ((data: TData) => string);
  /** Without a form: toast the error (default), or leave it to the caller (an inline alert of `useErrorText`). */
  toastError?: boolean;
  /** The text (already translated) when no answer came from the server; default: `errors.unexpected`'s. */
  errorFallback?: string;
  /** Re-render the page's server components after success (default), after either outcome ("always"), or never. */
  refresh?: boolean | "always";
  onSuccess?: (data: TData) => void;
  /** Runs after the error is shown. */
  onError?: (error: MutationErrorLike) => void;
}

/**
 * The one success / failure pattern for a mutation: a success toast, `router.refresh()`, and the
 * server's AppError (its texts, in the page's language) put where it belongs: each field error under its
 * form field (by the same path the zod schema reports), a form-level error in the root error root.server
 * (shown by `FormRootMessage`), or a toast when there is no form. Spread the result into `api.x.y.useMutation(...)`.
 */
export function useMutationFeedback<TData = unknown, TValues extends FieldValues = FieldValues>({
  form,
  success,
  toastError = true,
  errorFallback,
  refresh = true,
  onSuccess,
  onError,
}: Feedback<TData, TValues> = {}) {
  const errorText = useErrorText();
  const router = useRouter();
  return {
    onSuccess: (data: TData) => {
      if (success) toast.success(typeof success === "function" ? success(data) : success);
      if (refresh) router.refresh();
      onSuccess?.(data);
    },
    onError: (error: MutationErrorLike) => {
      if (form) showOnForm(form, error, errorText(error, errorFallback));
      else if (toastError) toast.error(errorText(error, errorFallback));
      if (refresh === "always") router.refresh();
      onError?.(error);
    },
  };
}
