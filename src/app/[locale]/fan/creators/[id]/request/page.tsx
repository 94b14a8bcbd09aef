import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { bookingCreatorOf } from "@/components/video-requests/booking/booking-creator";
import { SimpleRequestForm } from "@/components/video-requests/booking/simple-request-form";
import { loadCreatorPage } from "@/components/creator-page/load-creator-page";
import { guardPage } from "@/server/auth/guard";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.simple");
  return { title: t("title") };
}

/** The video request details form (spec screen 4). */
export default async function RequestFormPage({ params }: PageProps<"/[locale]/fan/creators/[id]/request">) {
  await guardPage({ requireRole: "fan" });
  const { id } = await params;
  const [page, t, tCard] = await Promise.all([loadCreatorPage(id), getTranslations("booking.simple"), getTranslations("creatorCard")]);
  const creator = bookingCreatorOf(page, tCard("fallbackName"));
  return (
    <ClientMessages namespaces={["booking", "categories", "creatorCard", "validation.invalid"]}>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("intro", { name: creator.name })}</p>
        </div>
        <SimpleRequestForm creator={creator} />
      </div>
    </ClientMessages>
  );
}
