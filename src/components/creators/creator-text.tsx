import { useLocale, useTranslations } from "next-intl";
import { type ContentTranslations, pickCreatorText } from "@/lib/creator-content-language";

/**
 * A creator's own words (bio, tier description) in the reader's language when the creator wrote that
 * version, else the original with a small note saying so. `empty` shows when there is no text at all.
 */
export function CreatorText({
  original,
  translations,
  className,
  empty,
}: {
  original: string;
  translations: ContentTranslations;
  className?: string;
  empty?: string;
}) {
  const locale = useLocale();
  const t = useTranslations("creatorContent");
  const picked = pickCreatorText(original, translations, locale);
  if (!picked.text) return empty ? <p className={className}>{empty}</p> : null;
  return (
    <div className="flex flex-col gap-1">
      <p className={className}>{picked.text}</p>
      {picked.untranslated && <p className="text-xs text-muted-foreground italic">{t("untranslatedNote")}</p>}
    </div>
  );
}
