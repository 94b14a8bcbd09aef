import { useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";
import { fieldMessageKey } from "@/lib/forms/field-message";

/**
 * A form field's error as text: the server's own (`showOnForm` sets it, type "server"), else the message key of the
 * form's schema, checked in the browser, translated.
 */
export function useFieldErrorText() {
  const translate = useTranslations();
  return (error: Pick<FieldError, "type" | "message">) => (error.type === "server" ? (error.message ?? "") : translate(fieldMessageKey(error.message)));
}
