import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { LegalDocument } from "@/components/public-pages/legal-document";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import type { Locale } from "@/i18n/routing";

export function generateMetadata({ params }: PageProps<"/[locale]/refund">): Promise<Metadata> {
  return publicPageMetadata(params, "legal.refund");
}

export default async function RefundPage() {
  return <LegalDocument name="refund" locale={(await getLocale()) as Locale} />;
}
