import "server-only";
import { sql } from "drizzle-orm";
import type { ContentListTranslations, ContentTranslations } from "@/lib/creator-content-language";
import { creatorProfiles, creatorSubscriptionTiers } from "@/server/db/schema";

/** The creator's French and Kreyòl bios, for `pickCreatorText` on the reader's side. */
export const bioTranslationsSql = sql<ContentTranslations>`json_build_object('fr', ${creatorProfiles.bioFr}, 'ht', ${creatorProfiles.bioHt})`;

/** A tier's French and Kreyòl descriptions, for `pickCreatorText` on the reader's side. */
export const tierDescriptionTranslationsSql = sql<ContentTranslations>`json_build_object('fr', ${creatorSubscriptionTiers.descriptionFr}, 'ht', ${creatorSubscriptionTiers.descriptionHt})`;

/** A tier's French and Kreyòl benefits, for `pickCreatorContent` on the reader's side. */
export const tierBenefitsTranslationsSql = sql<ContentListTranslations>`json_build_object('fr', ${creatorSubscriptionTiers.benefitsFr}, 'ht', ${creatorSubscriptionTiers.benefitsHt})`;
