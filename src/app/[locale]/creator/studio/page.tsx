import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Studio } from "@/components/media/studio/studio";
import { guardPage } from "@/server/auth/guard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("uploads.studio");
  return { title: t("title") };
}

/** The creator's studio: record or upload a request's video, pick its thumbnail, watch what was uploaded. */
export default async function CreatorStudioPage() {
  const actor = await guardPage({ requireRole: "creator" });
  const t = await getTranslations("uploads.studio");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      <Studio watermarkText={actor.name ?? ""} />
    </div>
  );
}
