import "server-only";
import { getLocale } from "next-intl/server";
import { isLocale, type Locale, routing } from "@/i18n/routing";

/** A form field as text ("" when missing or a file). */
export const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The language a sign-in form was sent in: its `locale` field, else the request's locale. */
export async function formLocale(formData: FormData): Promise<Locale> {
  const value = text(formData.get("locale"));
  if (isLocale(value)) return value;
  const current = await getLocale();
  return isLocale(current) ? current : routing.defaultLocale;
}
