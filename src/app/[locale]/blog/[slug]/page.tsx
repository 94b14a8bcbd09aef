import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { BlogArticleMeta } from "@/components/public-pages/blog-article-meta";
import { proseSectionSchema } from "@/components/public-pages/content-shapes";
import { getProse } from "@/i18n/prose";
import { ProseSection, PublicPage } from "@/components/public-pages/public-page";
import { BLOG_ARTICLES, findBlogArticle } from "@/content/blog";
import { Link } from "@/i18n/navigation";
import { isLocale, type Locale, routing } from "@/i18n/routing";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/[slug]">): Promise<Metadata> {
  const { locale, slug } = await params;
  const article = findBlogArticle(slug);
  if (!article) return {};
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: "blog" });
  return {
    title: t(`${article.messageKey}.title`),
    description: t(`${article.messageKey}.excerpt`),
    openGraph: { type: "article", publishedTime: article.publishedAt.toISOString() },
  };
}

export default async function BlogArticlePage({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const { slug } = await params;
  const article = findBlogArticle(slug);
  if (!article) notFound();
  const [t, locale, prose] = await Promise.all([getTranslations("blog"), getLocale(), getProse("blog")]);
  const body = prose(z.array(proseSectionSchema), `${article.messageKey}.body`);
  const others = BLOG_ARTICLES.filter((other) => other.slug !== article.slug);
  const backLink = (
    <Link href="/blog" className={`inline-flex items-center gap-2 ${linkClass}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("backToBlog")}
    </Link>
  );

  return (
    <PublicPage
      title={t(`${article.messageKey}.title`)}
      before={backLink}
      meta={<BlogArticleMeta article={article} locale={locale as Locale} />}
    >
      <div className="flex flex-col gap-10">
        {body.map((section, index) => (
          <ProseSection key={index} section={section} />
        ))}
      </div>

      {others.length > 0 ? (
        <nav aria-labelledby="more-articles" className="border-t pt-8">
          <h2 id="more-articles" className="text-xl font-semibold">
            {t("moreArticles")}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {others.map((other) => (
              <li key={other.slug}>
                <Link href={`/blog/${other.slug}`} className={linkClass}>
                  {t(`${other.messageKey}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <p>{backLink}</p>
    </PublicPage>
  );
}
