import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { CallToAction } from "@/components/public-pages/call-to-action";
import { parseContent, titledTextSchema } from "@/components/public-pages/content-shapes";
import { FeatureGrid } from "@/components/public-pages/feature-grid";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import { BulletList, PageSection, Paragraphs, PublicPage } from "@/components/public-pages/public-page";
import { StepList } from "@/components/public-pages/step-list";

const texts = z.array(z.string());
const titledTexts = z.array(titledTextSchema);

export function generateMetadata({ params }: PageProps<"/[locale]/for-creators">): Promise<Metadata> {
  return publicPageMetadata(params, "forCreators");
}

export default async function ForCreatorsPage() {
  const t = await getTranslations("forCreators");
  const raw = <T,>(schema: z.ZodType<T>, key: string) => parseContent(schema, t.raw(key), `forCreators.${key}`);

  return (
    <PublicPage title={t("title")} intro={t("intro")} wide>
      <PageSection id="who" heading={t("whoHeading")}>
        <Paragraphs paragraphs={[t("who")]} />
      </PageSection>

      <PageSection id="benefits" heading={t("benefitsHeading")}>
        <FeatureGrid features={raw(titledTexts, "benefits")} />
      </PageSection>

      <PageSection id="start" heading={t("stepsHeading")}>
        <StepList steps={raw(titledTexts, "steps")} />
      </PageSection>

      <PageSection id="payments" heading={t("paymentsHeading")}>
        <Paragraphs paragraphs={raw(texts, "payments")} />
      </PageSection>

      <PageSection id="commitments" heading={t("commitmentsHeading")}>
        <BulletList items={raw(texts, "commitments")} />
      </PageSection>

      <CallToAction
        heading={t("cta.heading")}
        body={t("cta.body")}
        primary={{ href: "/signup", label: t("cta.signup") }}
        secondary={{ href: "/browse", label: t("cta.browse") }}
      />
    </PublicPage>
  );
}
