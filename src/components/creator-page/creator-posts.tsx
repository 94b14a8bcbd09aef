import { Eye, FileText, Heart, ImageIcon, MessageCircle, Radio, Video } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { type Locale } from "@/i18n/routing";
import { formatDate, formatNumber } from "@/lib/locale-format";
import type { CreatorPageData } from "./load-creator-page";

const TYPE_ICONS = { video: Video, image: ImageIcon, text: FileText, live: Radio } as const;

/** The creator's latest public posts: type, title, an excerpt, date and engagement counts. */
export async function CreatorPosts({ posts, locale }: { posts: CreatorPageData["posts"]; locale: Locale }) {
  const t = await getTranslations("creatorPage");
  return (
    <section aria-labelledby="posts-heading" className="flex flex-col gap-4">
      <h2 id="posts-heading" className="text-xl font-semibold">
        {t("postsHeading")}
      </h2>
      {posts.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("noPosts")}</p>
      ) : (
        <ul className="grid items-start gap-4 sm:grid-cols-2">
          {posts.map((post) => {
            const TypeIcon = TYPE_ICONS[post.contentType];
            return (
              <li key={post.id}>
                <article className="flex flex-col overflow-hidden rounded-lg border bg-card">
                  {post.thumbnailUrl && (
                    <img src={post.thumbnailUrl} alt="" loading="lazy" className="aspect-video w-full object-cover" />
                  )}
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                      <Badge variant="secondary">
                        <TypeIcon aria-hidden />
                        {t(`postTypes.${post.contentType}`)}
                      </Badge>
                      <time dateTime={post.createdAt.toISOString()}>{formatDate(post.createdAt, locale)}</time>
                    </div>
                    <h3 className="leading-snug font-semibold">{post.title}</h3>
                    {post.description && <p className="line-clamp-3 text-sm text-muted-foreground">{post.description}</p>}
                    <dl className="flex gap-4 pt-2 text-sm text-muted-foreground">
                      {(
                        [
                          ["likes", Heart, post.likesCount],
                          ["comments", MessageCircle, post.commentsCount],
                          ["views", Eye, post.viewCount],
                        ] as const
                      ).map(([key, Icon, value]) => (
                        <div key={key} className="flex items-center gap-1">
                          <dt>
                            <Icon aria-hidden className="size-4" />
                            <span className="sr-only">{t(`postCounts.${key}`)}</span>
                          </dt>
                          <dd>{formatNumber(value, locale)}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
