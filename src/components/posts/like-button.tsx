"use client";

import { Heart } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ScriptButton } from "@/components/ui/script-button";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { formatCount } from "./format-count";

/**
 * The like toggle: it flips at once (optimistic) and goes back if the server refuses; the server's
 * answer sets the final count. Guests are asked to sign in. Until the page's scripts have run, the button is off, so
 * an early tap is not silently lost.
 */
export function LikeButton({
  postId,
  liked: initialLiked,
  likesCount: initialCount,
  signedIn,
}: {
  postId: string;
  liked: boolean;
  likesCount: number;
  signedIn: boolean;
}) {
  const t = useTranslations("posts.engagement");
  const locale = useLocale() as Locale;
  const [state, setState] = useState({ liked: initialLiked, count: initialCount });
  const like = api.posts.like.useMutation({
    onMutate: () => {
      const before = state;
      setState({ liked: !before.liked, count: Math.max(0, before.count + (before.liked ? -1 : 1)) });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context) setState(context.before);
      toast.error(t("likeFailed"), { description: t("tryAgain") });
    },
    onSuccess: (answer) => setState({ liked: answer.liked, count: answer.likesCount }),
  });

  const onClick = () => {
    if (!signedIn) {
      toast.error(t("authRequired"), { description: t("signInToLike") });
      return;
    }
    like.mutate({ postId });
  };

  return (
    <ScriptButton
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={state.liked}
      onClick={onClick}
      disabled={like.isPending}
      className="gap-1.5 px-2 text-sm"
    >
      <Heart aria-hidden className={cn(state.liked && "fill-brand-red text-brand-red")} />
      <span data-count>{formatCount(state.count, locale)}</span>
      <span className="sr-only">
        {state.liked ? t("unlike") : t("like")} ({t("likes", { count: state.count })})
      </span>
    </ScriptButton>
  );
}
