"use client";

import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { CreatorAvatar } from "@/components/creators/creator-avatar";
import { ReportButton } from "@/components/moderation/report-button";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { COMMENTS_PAGE_SIZE } from "@/lib/post-limits";
import { api, type RouterOutputs } from "@/trpc/react";
import { CommentForm } from "./comment-form";

type Comment = RouterOutputs["comments"]["list"]["comments"][number];
type Reply = Comment["replies"][number];

/**
 * The comments under a post (screen 10): newest first by 20, each top-level comment with its
 * replies (one level). Signed-in readers write and reply; authors and the post's creator delete, after
 * confirming (others' replies stay); the post's creator hides others' comments.
 */
export function CommentsPanel({ postId, signedIn }: { postId: string; signedIn: boolean }) {
  const t = useTranslations("comments");
  const pathname = usePathname();
  const utils = api.useUtils();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const query = api.comments.list.useInfiniteQuery(
    { postId, limit: COMMENTS_PAGE_SIZE },
    { getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((n, page) => n + page.comments.length, 0) : undefined) },
  );
  const remove = api.comments.delete.useMutation();
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  const hide = api.comments.hide.useMutation();
  const [confirming, setConfirming] = useState<{ id: string; othersReplies: number } | null>(null);

  const onDelete = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync({ postId, commentId: confirming.id });
      toast.success(t("deleted"));
      setConfirming(null);
      await utils.comments.list.invalidate({ postId });
    } catch {
      toast.error(t("deleteFailed"), { description: t("tryAgain") });
    }
  };

  const onHide = async (commentId: string, hidden: boolean) => {
    try {
      await hide.mutateAsync({ postId, commentId, hidden });
      toast.success(t(hidden ? "hiddenDone" : "shownDone"));
      await utils.comments.list.invalidate({ postId });
    } catch {
      toast.error(t("hideFailed"), { description: t("tryAgain") });
    }
  };
  const actions = {
    askDelete: (comment: Reply, replies: Reply[] = []) =>
      setConfirming({ id: comment.id, othersReplies: replies.filter((reply) => reply.userId !== comment.userId).length }),
    onHide,
    busy: remove.isPending || hide.isPending,
  };

  return (
    <section id="comments" aria-labelledby="comments-heading" aria-busy={query.isFetching} className="flex flex-col gap-4">
      <h2 id="comments-heading" className="text-xl font-semibold">
        {t("heading", { count: total })}
      </h2>
      {signedIn ? (
        <CommentForm postId={postId} label={t("label")} placeholder={t("placeholder")} />
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-secondary p-4 text-sm">
          <span className="flex-1">{t("signInPrompt")}</span>
          <Link href={{ pathname: "/login", query: { returnTo: pathname } }} className={buttonVariants({ size: "sm" })}>
            {t("signIn")}
          </Link>
        </div>
      )}

      {query.isPending ? (
        <div className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            {t("loading")}
          </span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : query.isError && comments.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4 text-sm">
          <span className="flex-1">
            <strong>{t("loadFailed")}</strong> {t("tryLater")}
          </span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <div className="rounded-lg border border-dashed p-6 text-center">
          <p className="font-semibold">{t("emptyTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyBody")}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-3">
          {comments.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
              <CommentBody comment={comment} replies={comment.replies} actions={actions} signedIn={signedIn}>
                {signedIn && replyingTo !== comment.id && !comment.deleted ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="h-7 px-2"
                    aria-label={t("replyTo", { name: comment.user.displayName ?? t("anonymous") })}
                    onClick={() => setReplyingTo(comment.id)}
                  >
                    {t("reply")}
                  </Button>
                ) : null}
              </CommentBody>
              {comment.replies.length > 0 ? (
                <ol className="ml-4 flex flex-col gap-3 border-l pl-4">
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentBody comment={reply} actions={actions} signedIn={signedIn} />
                    </li>
                  ))}
                </ol>
              ) : null}
              {replyingTo === comment.id ? (
                <div className="ml-4 border-l pl-4">
                  <CommentForm
                    postId={postId}
                    parentCommentId={comment.id}
                    label={t("replyLabel", { name: comment.user.displayName ?? t("anonymous") })}
                    placeholder={t("replyPlaceholder")}
                    autoFocus
                    onPosted={() => setReplyingTo(null)}
                    onCancel={() => setReplyingTo(null)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {query.isError && comments.length > 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {t("loadFailed")}
          <Button size="sm" variant="outline" onClick={() => void query.fetchNextPage()}>
            {t("retry")}
          </Button>
        </div>
      ) : null}
      {query.hasNextPage && !query.isError ? (
        <Button variant="outline" className="self-start" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t("loading") : t("loadMore")}
        </Button>
      ) : null}
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
        <DialogContent closeLabel={t("cancelReply")}>
          <DialogHeader>
            <DialogTitle>{t("confirmDeleteTitle")}</DialogTitle>
            <DialogDescription>
              {confirming && confirming.othersReplies > 0 ? t("confirmDeleteKeeps", { count: confirming.othersReplies }) : t("confirmDeleteBody")}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("keep")}
              </Button>
            </DialogClose>
            <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => void onDelete()}>
              {t("confirmDelete")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

type CommentActions = {
  askDelete: (comment: Reply, replies?: Reply[]) => void;
  onHide: (commentId: string, hidden: boolean) => Promise<void>;
  busy: boolean;
};

function CommentBody({
  comment,
  replies,
  actions,
  signedIn,
  children,
}: {
  comment: Reply;
  replies?: Reply[];
  actions: CommentActions;
  signedIn: boolean;
  children?: React.ReactNode;
}) {
  const t = useTranslations("comments");
  const locale = useLocale() as Locale;
  const name = comment.user.displayName ?? t("anonymous");
  if (comment.deleted) {
    return (
      <article className="flex gap-3" data-testid="comment">
        <p className="text-sm text-muted-foreground italic">{t("deletedPlaceholder")}</p>
      </article>
    );
  }
  return (
    <article className={comment.hidden ? "flex gap-3 opacity-70" : "flex gap-3"} data-testid="comment">
      <CreatorAvatar image={comment.user.avatarUrl} name={name} className="size-8 shrink-0 rounded-full text-xs" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{name}</span>
          {comment.isCreator ? <Badge>{t("creatorBadge")}</Badge> : null}
          {comment.hidden ? <Badge variant="outline">{t("hiddenBadge")}</Badge> : null}
          <time dateTime={comment.createdAt.toISOString()} className="text-muted-foreground">
            {formatDate(comment.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </div>
        <p className="text-sm break-words whitespace-pre-line">{comment.content}</p>
        <div className="flex flex-wrap gap-1">
          {children}
          {comment.isOwn ? null : <ReportButton subject="comment" subjectId={comment.id} signedIn={signedIn} />}
          {comment.canHide ? (
            <Button
              size="sm"
              variant="ghost"
              className="h-7 px-2"
              disabled={actions.busy}
              aria-label={t(comment.hidden ? "showLabel" : "hideLabel", { name })}
              onClick={() => void actions.onHide(comment.id, !comment.hidden)}
            >
              {t(comment.hidden ? "show" : "hide")}
            </Button>
          ) : null}
          {comment.canDelete ? (
            <Button
              size="sm"
              variant="ghost"
              className="h-7 px-2 text-destructive"
              disabled={actions.busy}
              aria-label={t("deleteLabel", { name })}
              onClick={() => actions.askDelete(comment, replies)}
            >
              {t("delete")}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
