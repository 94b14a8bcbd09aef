import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SharedVideo } from "@/components/media/shared/shared-video";
import { ReportButton } from "@/components/moderation/report-button";
import { getActor } from "@/server/auth/session";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sharedVideo");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The recipient's page: a video shared by a live link plays here without an account; revoked, it is a 404. */
export default async function SharedVideoPage({ params }: PageProps<"/[locale]/shared/[token]">) {
  const { token } = await params;
  const [api, actor] = await Promise.all([serverApi(), getActor()]);
  const video = await api.media.shared({ token }).catch((error: unknown) => {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT")) notFound();
    throw error;
  });
  return (
    <ClientMessages namespaces={["booking", "moderation", "player", "sharedVideo", "validation.invalid"]}>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <SharedVideo token={token} video={video} />
        <div className="mt-3 flex justify-end">
          <ReportButton subject="sharedVideo" subjectId={token} signedIn={actor !== null} />
        </div>
      </div>
    </ClientMessages>
  );
}
