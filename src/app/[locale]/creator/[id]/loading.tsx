import { getTranslations } from "next-intl/server";
import { CreatorPageSkeleton } from "@/components/creator-page/creator-page-skeleton";

export default async function Loading() {
  const t = await getTranslations("creatorPage");
  return <CreatorPageSkeleton label={t("loading")} />;
}
