import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { LegalDocument } from "@/components/public-pages/legal-document";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import type { Locale } from "@/i18n/routing";

export function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  return publicPageMetadata(params, "legal.terms");
}

export default async function TermsPage() {
  return <LegalDocument name="terms" locale={(await getLocale()) as Locale} />;
}
