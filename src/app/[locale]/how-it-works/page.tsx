import { CreditCard, Gift, PenLine, Search } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { CallToAction } from "@/components/public-pages/call-to-action";
import { deliveryOptionSchema, titledTextSchema } from "@/components/public-pages/content-shapes";
import { getProse } from "@/i18n/prose";
import { DeliveryTable } from "@/components/public-pages/delivery-table";
import { Band, DesignedPage, IllustratedSteps } from "@/components/public-pages/designed-page";
import { FeeTable } from "@/components/public-pages/fee-table";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import { BulletList, Paragraphs } from "@/components/public-pages/public-page";
import { Link } from "@/i18n/navigation";

const texts = z.array(z.string());

export function generateMetadata({ params }: PageProps<"/[locale]/how-it-works">): Promise<Metadata> {
  return publicPageMetadata(params, "howItWorks");
}

export default async function HowItWorksPage() {
  const [t, prose] = await Promise.all([getTranslations("howItWorks"), getProse("howItWorks")]);

  return (
    <DesignedPage title={t("title")} intro={t("intro")}>
      <Band id="steps" heading={t("stepsHeading")}>
        <IllustratedSteps steps={prose(z.array(titledTextSchema), "steps")} icons={[Search, PenLine, CreditCard, Gift]} />
      </Band>

      <Band id="delivery" heading={t("deliveryHeading")} intro={t("deliveryIntro")} muted>
        <DeliveryTable
          caption={t("deliveryTableCaption")}
          columns={{ option: t("deliveryColumns.option"), time: t("deliveryColumns.time"), price: t("deliveryColumns.price") }}
          options={prose(z.array(deliveryOptionSchema), "deliveryOptions")}
        />
      </Band>

      <Band id="fees" heading={t("feesHeading")}>
        <div className="flex flex-col gap-8">
          <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
            <BulletList items={prose(texts, "fees")} />
            <p className="rounded-lg border-l-4 border-primary bg-muted/60 px-4 py-3 leading-7">{t("feesExample")}</p>
          </div>
          <FeeTable />
        </div>
      </Band>

      <Band id="payment" heading={t("paymentHeading")} muted>
        <div className="grid gap-10 lg:grid-cols-2">
          <Paragraphs paragraphs={prose(texts, "payment")} />
          <div id="subscriptions" className="scroll-mt-20">
            <h3 className="text-xl font-semibold">{t("subscriptionsHeading")}</h3>
            <div className="mt-3">
              <Paragraphs paragraphs={prose(texts, "subscriptions")} />
            </div>
          </div>
        </div>
      </Band>

      <Band id="refunds" heading={t("refundsHeading")}>
        <div className="flex flex-col gap-4">
          <Paragraphs paragraphs={[t("refunds")]} />
          <p>
            <Link href="/refund" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              {t("refundsLink")}
            </Link>
          </p>
        </div>
      </Band>

      <CallToAction
        heading={t("cta.heading")}
        body={t("cta.body")}
        primary={{ href: "/browse", label: t("cta.browse") }}
        secondary={{ href: "/signup", label: t("cta.signup") }}
      />
    </DesignedPage>
  );
}
