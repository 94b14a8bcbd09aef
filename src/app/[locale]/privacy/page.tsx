import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { LegalDocument } from "@/components/public-pages/legal-document";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import type { Locale } from "@/i18n/routing";

export function generateMetadata({ params }: PageProps<"/[locale]/privacy">): Promise<Metadata> {
  return publicPageMetadata(params, "legal.privacy");
}

export default async function PrivacyPage() {
  return <LegalDocument name="privacy" locale={(await getLocale()) as Locale} />;
}
