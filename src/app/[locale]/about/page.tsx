import { Mail, MapPin } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { parseContent, titledTextSchema } from "@/components/public-pages/content-shapes";
import { FeatureGrid } from "@/components/public-pages/feature-grid";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import { PageSection, Paragraphs, PublicPage } from "@/components/public-pages/public-page";
import { Link } from "@/i18n/navigation";

const texts = z.array(z.string());

export function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  return publicPageMetadata(params, "about");
}

export default async function AboutPage() {
  const t = await getTranslations("about");
  const raw = <T,>(schema: z.ZodType<T>, key: string) => parseContent(schema, t.raw(key), `about.${key}`);

  return (
    <PublicPage title={t("title")} intro={t("intro")} wide>
      <PageSection id="name" heading={t("nameHeading")}>
        <Paragraphs paragraphs={raw(texts, "name")} />
      </PageSection>

      <PageSection id="what" heading={t("whatHeading")}>
        <Paragraphs paragraphs={raw(texts, "what")} />
      </PageSection>

      <PageSection id="values" heading={t("valuesHeading")}>
        <FeatureGrid features={raw(z.array(titledTextSchema), "values")} />
      </PageSection>

      <PageSection id="contact" heading={t("contactHeading")}>
        <div className="flex max-w-prose flex-col gap-4">
          <Paragraphs paragraphs={[t("contact")]} />
          <ul className="flex flex-col gap-2">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
              <a
                href={`mailto:${t("email")}`}
                className="font-medium text-primary underline underline-offset-4 hover:no-underline"
              >
                {t("email")}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
              <span>{t("address")}</span>
            </li>
          </ul>
          <p>
            <Link href="/help" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              {t("helpLink")}
            </Link>
          </p>
        </div>
      </PageSection>
    </PublicPage>
  );
}
