import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { CallToAction } from "@/components/public-pages/call-to-action";
import { deliveryOptionSchema, parseContent, titledTextSchema } from "@/components/public-pages/content-shapes";
import { DeliveryTable } from "@/components/public-pages/delivery-table";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import { BulletList, PageSection, Paragraphs, PublicPage } from "@/components/public-pages/public-page";
import { StepList } from "@/components/public-pages/step-list";
import { Link } from "@/i18n/navigation";

const texts = z.array(z.string());

export function generateMetadata({ params }: PageProps<"/[locale]/how-it-works">): Promise<Metadata> {
  return publicPageMetadata(params, "howItWorks");
}

export default async function HowItWorksPage() {
  const t = await getTranslations("howItWorks");
  const raw = <T,>(schema: z.ZodType<T>, key: string) => parseContent(schema, t.raw(key), `howItWorks.${key}`);

  return (
    <PublicPage title={t("title")} intro={t("intro")} wide>
      <PageSection id="steps" heading={t("stepsHeading")}>
        <StepList steps={raw(z.array(titledTextSchema), "steps")} />
      </PageSection>

      <PageSection id="delivery" heading={t("deliveryHeading")}>
        <div className="flex flex-col gap-4">
          <Paragraphs paragraphs={[t("deliveryIntro")]} />
          <DeliveryTable
            caption={t("deliveryTableCaption")}
            columns={{ option: t("deliveryColumns.option"), time: t("deliveryColumns.time"), price: t("deliveryColumns.price") }}
            options={raw(z.array(deliveryOptionSchema), "deliveryOptions")}
          />
        </div>
      </PageSection>

      <PageSection id="fees" heading={t("feesHeading")}>
        <div className="flex flex-col gap-4">
          <BulletList items={raw(texts, "fees")} />
          <p className="max-w-prose rounded-lg border-l-4 border-primary bg-muted/60 px-4 py-3 leading-7">{t("feesExample")}</p>
        </div>
      </PageSection>

      <PageSection id="payment" heading={t("paymentHeading")}>
        <Paragraphs paragraphs={raw(texts, "payment")} />
      </PageSection>

      <PageSection id="subscriptions" heading={t("subscriptionsHeading")}>
        <Paragraphs paragraphs={raw(texts, "subscriptions")} />
      </PageSection>

      <PageSection id="refunds" heading={t("refundsHeading")}>
        <div className="flex flex-col gap-4">
          <Paragraphs paragraphs={[t("refunds")]} />
          <p>
            <Link href="/refund" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              {t("refundsLink")}
            </Link>
          </p>
        </div>
      </PageSection>

      <CallToAction
        heading={t("cta.heading")}
        body={t("cta.body")}
        primary={{ href: "/browse", label: t("cta.browse") }}
        secondary={{ href: "/signup", label: t("cta.signup") }}
      />
    </PublicPage>
  );
}
