import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { isLocale, routing } from "@/i18n/routing";

/** Translated title and description of a public page, read from `<namespace>.meta`. */
export async function publicPageMetadata(params: Promise<{ locale: string }>, namespace: string): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace });
  return { title: t("meta.title"), description: t("meta.description") };
}
