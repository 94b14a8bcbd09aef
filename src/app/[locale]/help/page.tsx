import { Mail } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { faqItemSchema } from "@/components/public-pages/content-shapes";
import { getProse } from "@/i18n/prose";
import type { FaqCategory } from "@/components/public-pages/faq-filter";
import { FaqSearch } from "@/components/public-pages/faq-search";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import { Band, DesignedPage } from "@/components/public-pages/designed-page";
import { ClientMessages } from "@/i18n/client-messages";
import { Link } from "@/i18n/navigation";

/** The search's own labels: the questions and answers reach it as props, rendered here on the server. */
const SEARCH_MESSAGES = [
  "help.searchLabel",
  "help.searchPlaceholder",
  "help.totalCount",
  "help.resultCount",
  "help.emptyTitle",
  "help.emptyBody",
  "help.clearSearch",
  "help.topicsLabel",
] as const;

/** Topics of the help centre, in the order shown; their texts live under `help.categories.<id>`. */
const FAQ_CATEGORY_IDS = ["booking", "payments", "delivery", "refunds", "subscriptions", "account", "creators"] as const;

export function generateMetadata({ params }: PageProps<"/[locale]/help">): Promise<Metadata> {
  return publicPageMetadata(params, "help");
}

export default async function HelpPage() {
  const [t, prose] = await Promise.all([getTranslations("help"), getProse("help")]);
  const categories: FaqCategory[] = FAQ_CATEGORY_IDS.map((id) => ({
    id,
    title: t(`categories.${id}.title`),
    items: prose(z.array(faqItemSchema), `categories.${id}.items`),
  }));

  return (
    <DesignedPage title={t("title")} intro={t("intro")}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <ClientMessages namespaces={SEARCH_MESSAGES}>
          <FaqSearch categories={categories} />
        </ClientMessages>
      </div>
      <Band id="help-contact" heading={t("contactHeading")} muted>
        <p className="max-w-3xl leading-7 text-muted-foreground">{t("contactBody")}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <a
            href={`mailto:${t("contactEmail")}`}
            className="inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {t("contactEmail")}
          </a>
          <Link href="/refund" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            {t("refundPolicyLink")}
          </Link>
        </div>
      </Band>
    </DesignedPage>
  );
}
