"use client";

import { FileText, ImageIcon, Radio, Star, Video } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { CreatorAvatar } from "@/components/creators/creator-avatar";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import type { ReaderPost } from "./post-types";

const TYPE_ICONS = { video: Video, image: ImageIcon, text: FileText, live: Radio } as const;

/** The creator's name shown on a post (their display name, else 'Creator'). */
export function useCreatorName(post: ReaderPost) {
  const t = useTranslations("posts.card");
  return post.creator.displayName ?? t("creatorFallback");
}

/** Who wrote a post and when, with its type (and Featured when it is). */
export function PostHeader({ post, showCreator = true }: { post: ReaderPost; showCreator?: boolean }) {
  const t = useTranslations("posts");
  const locale = useLocale() as Locale;
  const name = useCreatorName(post);
  const TypeIcon = TYPE_ICONS[post.contentType];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {showCreator ? (
        <Link href={`/creator/${post.creatorId}`} className="flex min-w-0 items-center gap-2 font-medium hover:underline">
          <CreatorAvatar image={post.creator.profileImageUrl} name={name} className="size-8 shrink-0 rounded-full text-xs" />
          <span className="truncate">{name}</span>
        </Link>
      ) : null}
      <time dateTime={post.createdAt.toISOString()} className="text-muted-foreground">
        {formatDate(post.createdAt, locale)}
      </time>
      <span className="ml-auto flex items-center gap-1.5">
        {post.isFeatured ? (
          <Badge variant="outline">
            <Star aria-hidden />
            {t("card.featured")}
          </Badge>
        ) : null}
        <Badge variant="secondary">
          <TypeIcon aria-hidden />
          {t(`types.${post.contentType}`)}
        </Badge>
      </span>
    </div>
  );
}
