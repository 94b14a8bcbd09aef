import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { bookingCreatorOf } from "@/components/video-requests/booking/booking-creator";
import { ReviewScreen } from "@/components/video-requests/booking/review-screen";
import { loadCreatorPage } from "@/components/creator-page/load-creator-page";
import { guardPage } from "@/server/auth/guard";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.review");
  return { title: t("title") };
}

/** Order review (spec screen 6): the fan checks the request and its price before paying. */
export default async function ReviewPage({ params }: PageProps<"/[locale]/fan/creators/[id]/review">) {
  await guardPage({ requireRole: "fan" });
  const { id } = await params;
  const [page, t, tCard] = await Promise.all([loadCreatorPage(id), getTranslations("booking.review"), getTranslations("creatorCard")]);
  return (
    <ClientMessages namespaces={["booking", "categories", "creatorCard", "validation.invalid"]}>
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 pb-24">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <ReviewScreen creator={bookingCreatorOf(page, tCard("fallbackName"))} />
      </div>
    </ClientMessages>
  );
}
