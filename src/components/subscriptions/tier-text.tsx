import { Check } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { type ContentListTranslations, type ContentTranslations, pickCreatorContent } from "@/lib/creator-content-language";
import { cn } from "@/lib/utils";

/** What a creator wrote about a tier, with their French and Kreyòl versions. */
export interface TierWords {
  name: string;
  description: string;
  descriptionTranslations: ContentTranslations;
  benefits: string[];
  benefitsTranslations: ContentListTranslations;
}

/**
 * A tier's description and benefits, each in the reader's language when the creator wrote that version,
 * else as the creator wrote it, with one small note saying so.
 */
export function TierText({ tier, className }: { tier: TierWords; className?: string }) {
  const locale = useLocale();
  const t = useTranslations("creatorContent");
  const description = pickCreatorContent(tier.description, tier.descriptionTranslations, locale);
  const benefits = pickCreatorContent(tier.benefits, tier.benefitsTranslations, locale);
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      {description.value ? <p className="text-sm text-muted-foreground">{description.value}</p> : null}
      {benefits.value.length > 0 && (
        <ul className="flex flex-col gap-1.5 text-sm" aria-label={t("benefitsLabel", { tier: tier.name })}>
          {benefits.value.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {benefit}
            </li>
          ))}
        </ul>
      )}
      {description.untranslated || benefits.untranslated ? <p className="text-xs text-muted-foreground italic">{t("untranslatedNote")}</p> : null}
    </div>
  );
}
