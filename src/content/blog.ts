/**
 * The blog's articles, newest first. Their texts live in messages under `blog.<messageKey>`
 * (`title`, `excerpt`, and `body`: a list of sections with an optional heading and paragraphs),
 * in every language; `readingMinutes` is checked against the texts by blog.test.ts.
 */
export interface BlogArticle {
  slug: string;
  publishedAt: Date;
  /** Key under `blog.authors`. */
  author: "team";
  readingMinutes: number;
  /** Key of the article's texts under the `blog` namespace. */
  messageKey: `articles.${string}`;
}

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: "haitian-creators-paid-communities",
    publishedAt: new Date("2026-11-03T12:00:00Z"),
    author: "team",
    readingMinutes: 3,
    messageKey: "articles.haitian-creators-paid-communities",
  },
  {
    slug: "paying-with-moncash",
    publishedAt: new Date("2026-10-14T12:00:00Z"),
    author: "team",
    readingMinutes: 3,
    messageKey: "articles.paying-with-moncash",
  },
  {
    slug: "writing-great-video-instructions",
    publishedAt: new Date("2026-09-22T12:00:00Z"),
    author: "team",
    readingMinutes: 4,
    messageKey: "articles.writing-great-video-instructions",
  },
];

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
