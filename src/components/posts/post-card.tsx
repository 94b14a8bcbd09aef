"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { EngagementBar } from "./engagement-bar";
import { LockedMedia } from "./locked-media";
import { PostHeader, useCreatorName } from "./post-header";
import { PostMedia } from "./post-media";
import type { ReaderPost } from "./post-types";

/** Whether a post's card shows its picture or video (an open post with media). */
export const showsMedia = (post: ReaderPost) => post.hasAccess && (post.videos.length > 0 || post.images.length > 0);

/**
 * A post in a list: header, media (or the locked placeholder), title linking to the post, teaser,
 * the start of its text when open, and the engagement bar. `grid` is compact; `vertical` is wide.
 * `priority`: the list's first card that shows a picture (`showsMedia`), the first picture on the screen.
 */
export function PostCard({
  post,
  signedIn,
  layout,
  showCreator = true,
  priority = false,
}: {
  post: ReaderPost;
  signedIn: boolean;
  layout: "grid" | "vertical";
  showCreator?: boolean;
  priority?: boolean;
}) {
  const t = useTranslations("posts.card");
  const name = useCreatorName(post);
  return (
    <article data-post-id={post.id} className="flex h-full flex-col overflow-hidden rounded-lg border bg-card has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2">
      {post.hasAccess ? (
        showsMedia(post) ? (
          <PostMedia
            title={post.title}
            thumbnailUrl={post.thumbnailUrl}
            images={post.images}
            videos={post.videos}
            compact
            layout={layout === "grid" ? "grid" : "wide"}
            imageAlt={(n) => t("imageAlt", { title: post.title, n })}
            priority={priority}
          />
        ) : null
      ) : (
        <LockedMedia creatorId={post.creatorId} creatorName={name} signedIn={signedIn} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <PostHeader post={post} showCreator={showCreator} />
        <h3 className={cn("leading-snug font-semibold", layout === "vertical" && "text-lg")}>
          <Link href={`/posts/${post.id}`} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        {post.description ? (
          <p className={cn("text-sm text-muted-foreground", layout === "grid" && "line-clamp-3")}>{post.description}</p>
        ) : null}
        {post.body && layout === "vertical" ? <p className="line-clamp-4 text-sm whitespace-pre-line">{post.body}</p> : null}
        <div className="mt-auto border-t pt-2">
          <EngagementBar post={post} signedIn={signedIn} />
        </div>
      </div>
    </article>
  );
}
