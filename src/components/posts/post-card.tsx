"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { EngagementBar } from "./engagement-bar";
import { LockedMedia } from "./locked-media";
import { PostHeader, useCreatorName } from "./post-header";
import { PostMedia } from "./post-media";
import type { ReaderPost } from "./post-types";

/**
 * A post in a list: header, media (or the locked placeholder), title linking to the post, teaser,
 * the start of its text when open, and the engagement bar. `grid` is compact; `vertical` is wide.
 */
export function PostCard({
  post,
  signedIn,
  layout,
  showCreator = true,
}: {
  post: ReaderPost;
  signedIn: boolean;
  layout: "grid" | "vertical";
  showCreator?: boolean;
}) {
  const t = useTranslations("posts.card");
  const name = useCreatorName(post);
  const hasMedia = post.videos.length > 0 || post.images.length > 0;
  return (
    <article data-post-id={post.id} className="flex h-full flex-col overflow-hidden rounded-lg border bg-card has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2">
      {post.hasAccess ? (
        hasMedia ? (
          <PostMedia
            title={post.title}
            thumbnailUrl={post.thumbnailUrl}
            images={post.images}
            videos={post.videos}
            compact
            layout={layout === "grid" ? "grid" : "wide"}
            imageAlt={(n) => t("imageAlt", { title: post.title, n })}
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
