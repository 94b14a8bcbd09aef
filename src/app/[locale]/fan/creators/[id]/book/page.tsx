import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { bookingCreatorOf } from "@/components/video-requests/booking/booking-creator";
import { BookingWizard } from "@/components/video-requests/booking/booking-wizard";
import { loadCreatorPage } from "@/components/creator-page/load-creator-page";
import { guardPage } from "@/server/auth/guard";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.wizard");
  return { title: t("title") };
}

/** The booking wizard (spec screen 5). */
export default async function BookingWizardPage({ params }: PageProps<"/[locale]/fan/creators/[id]/book">) {
  await guardPage({ requireRole: "fan" });
  const { id } = await params;
  const [page, t, tCard] = await Promise.all([loadCreatorPage(id), getTranslations("booking.wizard"), getTranslations("creatorCard")]);
  const creator = bookingCreatorOf(page, tCard("fallbackName"));
  return (
    <ClientMessages namespaces={["booking", "categories", "creatorCard", "validation.invalid"]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 pb-24">
        <h1 className="text-2xl font-bold tracking-tight">{t("heading", { name: creator.name })}</h1>
        <BookingWizard creator={creator} />
      </div>
    </ClientMessages>
  );
}
