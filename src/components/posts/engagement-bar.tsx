"use client";

import { Eye, MessageCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ReportButton } from "@/components/moderation/report-button";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatCount } from "./format-count";
import { LikeButton } from "./like-button";
import type { ReaderPost } from "./post-types";

/** Likes (a toggle when the post is open), comments (a link to them), views, and Report for others' posts. */
export function EngagementBar({ post, signedIn }: { post: ReaderPost; signedIn: boolean }) {
  const t = useTranslations("posts.engagement");
  const locale = useLocale() as Locale;
  return (
    <div role="group" aria-label={t("label")} className="flex items-center gap-1 text-sm text-muted-foreground">
      {post.hasAccess ? (
        <LikeButton postId={post.id} liked={post.isLiked} likesCount={post.likesCount} signedIn={signedIn} />
      ) : (
        <span className="px-2">{t("likes", { count: post.likesCount })}</span>
      )}
      {post.hasAccess ? (
        <Link
          href={`/posts/${post.id}#comments`}
          aria-label={t("comments", { count: post.commentsCount })}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <MessageCircle aria-hidden className="size-4" />
          <span aria-hidden>{formatCount(post.commentsCount, locale)}</span>
        </Link>
      ) : (
        <span className="px-2">{t("comments", { count: post.commentsCount })}</span>
      )}
      <span className="ml-auto inline-flex items-center gap-1.5 px-2" title={t("views", { count: post.viewsCount })}>
        <Eye aria-hidden className="size-4" />
        <span aria-hidden>{formatCount(post.viewsCount, locale)}</span>
        <span className="sr-only">{t("views", { count: post.viewsCount })}</span>
      </span>
      {post.isOwn ? null : <ReportButton subject="post" subjectId={post.id} signedIn={signedIn} />}
    </div>
  );
}
