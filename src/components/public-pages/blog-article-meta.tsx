import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import type { BlogArticle } from "@/content/blog";

/** "Sep 22, 2026 · 4 min read · By the Lakou team" under an article's title, in the list and on the article. */
export async function BlogArticleMeta({ article, locale }: { article: BlogArticle; locale: Locale }) {
  const t = await getTranslations("blog");
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <time dateTime={article.publishedAt.toISOString().slice(0, 10)}>
        {formatDate(article.publishedAt, locale, { dateStyle: "long" })}
      </time>
      <span aria-hidden="true">·</span>
      <span>{t("readingTime", { minutes: article.readingMinutes })}</span>
      <span aria-hidden="true">·</span>
      <span>{t("byline", { author: t(`authors.${article.author}`) })}</span>
    </p>
  );
}
