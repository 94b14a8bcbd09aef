"use client";

import { Eye, Heart, MessageCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { formatCount } from "@/components/posts/format-count";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { api, type RouterOutputs } from "@/trpc/react";

type OwnPosts = RouterOutputs["posts"]["mine"];

/** The creator's posts with status, audience and counts; each can be viewed, edited or deleted. */
export function OwnPostsList({ posts, tiers }: OwnPosts) {
  const t = useTranslations("posts.manage");
  const tCounts = useTranslations("posts.engagement");
  const locale = useLocale() as Locale;
  const [deleting, setDeleting] = useState<OwnPosts["posts"][number] | null>(null);
  const remove = api.posts.delete.useMutation(
    useMutationFeedback({ success: t("deleted"), onSuccess: () => setDeleting(null), toastError: false, onError: () => toast.error(t("deleteFailed")) }),
  );
  const tierName = new Map(tiers.map((tier) => [tier.id, tier.name]));
  const audience = (post: OwnPosts["posts"][number]) => {
    if (post.isPublic) return t("everyone");
    if (post.accessTierIds.length === 0) return t("allSubscribers");
    return t("someTiers", { tiers: post.accessTierIds.map((id) => tierName.get(id) ?? "?").join(", ") });
  };

  if (posts.length === 0) {
    return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>;
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">{post.title}</h2>
                <Badge variant={post.status === "published" ? "secondary" : "outline"}>{t(`status.${post.status}`)}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {formatDate(post.createdAt, locale)} · {audience(post)}
              </p>
              <p className="flex gap-4 text-sm text-muted-foreground">
                {(
                  [
                    [Heart, post.likesCount, "likes"],
                    [MessageCircle, post.commentsCount, "comments"],
                    [Eye, post.viewsCount, "views"],
                  ] as const
                ).map(([Icon, count, key]) => (
                  <span key={key} className="inline-flex items-center gap-1">
                    <Icon aria-hidden className="size-4" />
                    <span aria-hidden>{formatCount(count, locale)}</span>
                    <span className="sr-only">{tCounts(key, { count })}</span>
                  </span>
                ))}
              </p>
            </div>
            <div className="flex gap-2">
              {post.status === "published" ? (
                <Link href={`/posts/${post.id}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  {t("view")}
                </Link>
              ) : null}
              <Link href={`/creator/posts/${post.id}/edit`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                {t("edit")}
              </Link>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                aria-label={t("deleteLabel", { title: post.title })}
                onClick={() => setDeleting(post)}
              >
                {t("delete")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent closeLabel={t("cancel")}>
          <DialogHeader>
            <DialogTitle>{t("deleteTitle")}</DialogTitle>
            <DialogDescription>{t("deleteBody", { title: deleting?.title ?? "" })}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t("cancel")}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate({ postId: deleting.id })}
            >
              {t("delete")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
