import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { BlogArticleMeta } from "@/components/public-pages/blog-article-meta";
import { publicPageMetadata } from "@/components/public-pages/page-metadata";
import { PublicPage } from "@/components/public-pages/public-page";
import { BLOG_ARTICLES } from "@/content/blog";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

export function generateMetadata({ params }: PageProps<"/[locale]/blog">): Promise<Metadata> {
  return publicPageMetadata(params, "blog");
}

export default async function BlogPage() {
  const [t, locale] = await Promise.all([getTranslations("blog"), getLocale()]);

  return (
    <PublicPage title={t("title")} intro={t("intro")}>
      {BLOG_ARTICLES.length === 0 ? (
        <p className="text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col gap-6">
          {BLOG_ARTICLES.map((article) => (
            <li key={article.slug}>
              <article className="relative rounded-xl border bg-card p-6 shadow-sm transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-muted/40">
                <h2 className="text-xl font-semibold tracking-tight text-balance">
                  <Link href={`/blog/${article.slug}`} className="outline-none after:absolute after:inset-0 after:rounded-xl">
                    {t(`${article.messageKey}.title`)}
                  </Link>
                </h2>
                <div className="mt-2">
                  <BlogArticleMeta article={article} locale={locale as Locale} />
                </div>
                <p className="mt-3 leading-7 text-muted-foreground">{t(`${article.messageKey}.excerpt`)}</p>
                <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
                  {t("readArticle")}
                  <ArrowRight className="size-4" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
