import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Studio } from "@/components/media/studio/studio";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("uploads.studio");
  return { title: t("title") };
}

/**
 * The creator's studio: record or upload a request's video, pick its thumbnail, deliver it, watch what was
 * uploaded. `?request={id}` opens it on that request (the inbox's "Start" comes here).
 */
export default async function CreatorStudioPage({ searchParams }: PageProps<"/[locale]/creator/studio">) {
  await guardPage({ requireRole: "creator" });
  const [t, api, query] = await Promise.all([getTranslations("uploads.studio"), serverApi(), searchParams]);
  const watermark = await api.media.watermark();
  const requestId = typeof query.request === "string" ? query.request : undefined;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      <Studio initialRequestId={requestId} watermark={watermark} />
    </div>
  );
}
