import { BadgeCheck, Banknote, Camera, ClipboardList, Clapperboard, Languages, Send, Smartphone, UserPlus, Users } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { CallToAction } from "@/components/public-pages/call-to-action";
import { titledTextSchema } from "@/components/public-pages/content-shapes";
import { getProse } from "@/i18n/prose";
import { Band, DesignedPage, IconGrid, IllustratedSteps } from "@/components/public-pages/designed-page";
import { FeeTable } from "@/components/public-pages/fee-table";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import { BulletList, Paragraphs } from "@/components/public-pages/public-page";

const texts = z.array(z.string());
const titledTexts = z.array(titledTextSchema);

export function generateMetadata({ params }: PageProps<"/[locale]/for-creators">): Promise<Metadata> {
  return publicPageMetadata(params, "forCreators");
}

export default async function ForCreatorsPage() {
  const [t, prose] = await Promise.all([getTranslations("forCreators"), getProse("forCreators")]);

  return (
    <DesignedPage title={t("title")} intro={t("intro")}>
      <Band id="who" heading={t("whoHeading")}>
        <Paragraphs paragraphs={[t("who")]} />
      </Band>

      <Band id="benefits" heading={t("benefitsHeading")} muted>
        <IconGrid features={prose(titledTexts, "benefits")} icons={[Banknote, Smartphone, Users, Clapperboard, Languages, BadgeCheck]} />
      </Band>

      <Band id="start" heading={t("stepsHeading")}>
        <IllustratedSteps steps={prose(titledTexts, "steps")} icons={[UserPlus, Camera, Banknote, Send]} />
      </Band>

      <Band id="payments" heading={t("paymentsHeading")} muted>
        <div className="flex flex-col gap-8">
          <Paragraphs paragraphs={prose(texts, "payments")} />
          <FeeTable />
        </div>
      </Band>

      <Band id="commitments" heading={t("commitmentsHeading")}>
        <div className="flex gap-4">
          <ClipboardList aria-hidden className="mt-1 hidden size-8 shrink-0 text-primary sm:block" />
          <BulletList items={prose(texts, "commitments")} />
        </div>
      </Band>

      <CallToAction
        heading={t("cta.heading")}
        body={t("cta.body")}
        primary={{ href: "/signup", label: t("cta.signup") }}
        secondary={{ href: "/browse", label: t("cta.browse") }}
      />
    </DesignedPage>
  );
}
