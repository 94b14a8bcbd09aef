import { Heart, Languages, Mail, MapPin, Scale, ShieldCheck, Wallet } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { titledTextSchema } from "@/components/public-pages/content-shapes";
import { getProse } from "@/i18n/prose";
import { Band, DesignedPage, IconGrid } from "@/components/public-pages/designed-page";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import { Paragraphs } from "@/components/public-pages/public-page";
import { Link } from "@/i18n/navigation";

const texts = z.array(z.string());

export function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  return publicPageMetadata(params, "about");
}

export default async function AboutPage() {
  const [t, prose] = await Promise.all([getTranslations("about"), getProse("about")]);

  return (
    <DesignedPage title={t("title")} intro={t("intro")}>
      <Band id="story" heading={t("nameHeading")}>
        <div className="grid gap-10 lg:grid-cols-2">
          <Paragraphs paragraphs={prose(texts, "name")} />
          <div id="what" className="scroll-mt-20">
            <h3 className="text-xl font-semibold">{t("whatHeading")}</h3>
            <div className="mt-3">
              <Paragraphs paragraphs={prose(texts, "what")} />
            </div>
          </div>
        </div>
      </Band>

      <Band id="values" heading={t("valuesHeading")} muted>
        <IconGrid features={prose(z.array(titledTextSchema), "values")} icons={[Heart, ShieldCheck, Wallet, Languages, Scale]} />
      </Band>

      <Band id="contact" heading={t("contactHeading")}>
        <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr] lg:items-start">
          <Paragraphs paragraphs={[t("contact")]} />
          <ul className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
            <li className="flex items-center gap-3">
              <span aria-hidden className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Mail className="size-5" />
              </span>
              <a href={`mailto:${t("email")}`} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                {t("email")}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <span aria-hidden className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <MapPin className="size-5" />
              </span>
              <span>{t("address")}</span>
            </li>
            <li>
              <Link href="/help" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                {t("helpLink")}
              </Link>
            </li>
          </ul>
        </div>
      </Band>
    </DesignedPage>
  );
}
