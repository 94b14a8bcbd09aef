import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { CreatorPageData } from "./load-creator-page";

/** Title is the creator's name; the description is the start of the bio. */
export async function creatorPageMetadata({ creator }: CreatorPageData): Promise<Metadata> {
  const [t, tCard] = await Promise.all([getTranslations("creatorPage"), getTranslations("creatorCard")]);
  const name = creator.name ?? tCard("fallbackName");
  const description = creator.bio ? creator.bio.slice(0, 160) : t("metaDescription", { name });
  return { title: name, description };
}
