import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseContent, proseSectionSchema } from "@/components/public-pages/content-shapes";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import ht from "../../messages/ht.json";
import { BLOG_ARTICLES, findBlogArticle } from "./blog";

const messages = { en, fr, ht } as const;
const articleSchema = z.object({ title: z.string().min(1), excerpt: z.string().min(1), body: z.array(proseSectionSchema).min(1) });

function articleTexts(locale: keyof typeof messages, messageKey: string) {
  const [, slug] = messageKey.split(".") as [string, string];
  const articles = (messages[locale].blog as { articles: Record<string, unknown> }).articles;
  return parseContent(articleSchema, articles[slug], `${locale} blog.${messageKey}`);
}

const wordCount = (sections: z.infer<typeof proseSectionSchema>[]) =>
  sections
    .flatMap((section) => [section.heading ?? "", ...section.paragraphs])
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("blog articles", () => {
  it("are listed newest first with unique slugs", () => {
    const times = BLOG_ARTICLES.map((article) => article.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(BLOG_ARTICLES.map((article) => article.slug)).size).toBe(BLOG_ARTICLES.length);
  });

  it("find by slug, and nothing for an unknown slug", () => {
    expect(findBlogArticle("paying-with-moncash")?.slug).toBe("paying-with-moncash");
    expect(findBlogArticle("no-such-article")).toBeUndefined();
  });

  for (const article of BLOG_ARTICLES) {
    for (const locale of ["en", "fr", "ht"] as const) {
      it(`${article.slug} has a full text of at least 400 words in ${locale}`, () => {
        const texts = articleTexts(locale, article.messageKey);
        expect(wordCount(texts.body)).toBeGreaterThanOrEqual(400);
      });
    }

    it(`${article.slug} states a reading time that matches its English text`, () => {
      const words = wordCount(articleTexts("en", article.messageKey).body);
      expect(article.readingMinutes).toBe(Math.ceil(words / 200));
    });
  }
});
