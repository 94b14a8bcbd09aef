"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { CommentsPanel } from "@/components/comments/comments-panel";
import { Link } from "@/i18n/navigation";
import { api } from "@/trpc/react";
import { EngagementBar } from "./engagement-bar";
import { LockedMedia } from "./locked-media";
import { PostHeader, useCreatorName } from "./post-header";
import { PostMedia } from "./post-media";
import type { ReaderPost } from "./post-types";

/**
 * One post on its own page: everything the reader may see, the engagement bar and the comments.
 * Opening an open post counts a view for a signed-in reader (once: the server keeps one per reader).
 */
export function PostArticle({ post, signedIn }: { post: ReaderPost; signedIn: boolean }) {
  const t = useTranslations("posts");
  const name = useCreatorName(post);
  const { mutate: trackView } = api.posts.view.useMutation();
  useEffect(() => {
    if (signedIn && post.hasAccess && !post.isViewed) trackView({ postId: post.id });
  }, [signedIn, post.hasAccess, post.isViewed, post.id, trackView]);

  return (
    <div className="flex flex-col gap-8">
      <article className="flex flex-col overflow-hidden rounded-lg border bg-card">
        {post.hasAccess ? (
          <PostMedia
            title={post.title}
            thumbnailUrl={post.thumbnailUrl}
            images={post.images}
            videos={post.videos}
            compact={false}
            layout="wide"
            imageAlt={(n) => t("card.imageAlt", { title: post.title, n })}
            priority
          />
        ) : (
          <LockedMedia creatorId={post.creatorId} creatorName={name} signedIn={signedIn} className="min-h-56" />
        )}
        <div className="flex flex-col gap-3 p-4 sm:p-6">
          <PostHeader post={post} />
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{post.title}</h1>
          {post.description ? <p className="text-muted-foreground">{post.description}</p> : null}
          {post.body ? <div className="leading-relaxed whitespace-pre-line">{post.body}</div> : null}
          <div className="border-t pt-2">
            <EngagementBar post={post} signedIn={signedIn} />
          </div>
        </div>
      </article>
      {post.hasAccess ? <CommentsPanel postId={post.id} signedIn={signedIn} /> : null}
      <Link href={`/creator/${post.creatorId}`} className="self-start text-sm text-primary hover:underline">
        {t("page.creatorLink", { name })}
      </Link>
    </div>
  );
}
