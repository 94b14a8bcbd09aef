"use client";

import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { showOnForm } from "@/components/forms/show-on-form";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { commentContentInput } from "@/lib/comments/comment-input";
import { COMMENT_MAX_LENGTH } from "@/lib/post-limits";
import { api } from "@/trpc/react";

type CommentValues = z.input<typeof commentContentInput>;

/**
 * Writes a comment on a post, or a reply to one of its comments (`comments.create`): Enter sends,
 * Shift+Enter adds a line; nothing is sent until the text holds something once trimmed. Once posted,
 * the box empties and the post's comments are read again; a refused text shows under the box, any other
 * failure is a toast.
 */
export function CommentForm({
  postId,
  parentCommentId,
  label,
  placeholder,
  onPosted,
  onCancel,
  autoFocus,
}: {
  postId: string;
  parentCommentId?: string;
  label: string;
  placeholder: string;
  onPosted?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useTranslations("comments");
  const utils = api.useUtils();
  const form = useForm<CommentValues, unknown, z.output<typeof commentContentInput>>({
    resolver: schemaResolver(commentContentInput),
    defaultValues: { content: "" },
  });
  const create = api.comments.create.useMutation(
    useMutationFeedback({
      success: t("posted"),
      refresh: false,
      toastError: false,
      onSuccess: () => {
        form.reset();
        onPosted?.();
        // The list's first read may still be under way, asked before this comment existed: React Query would let
        // the invalidation wait for that read rather than ask again, so it is cancelled first.
        void utils.comments.list.cancel({ postId }).then(() => utils.comments.list.invalidate({ postId }));
      },
      // A refused text shows under the box; anything else is the spec's toast.
      onError: (error) => {
        if (error.data?.fieldErrors?.content) showOnForm(form, error, t("postFailed"));
        else if (error.data?.appCode === "UNAUTHENTICATED") toast.error(t("authRequired"), { description: t("signInToComment") });
        else toast.error(t("postFailed"), { description: t("tryLater") });
      },
    }),
  );
  const empty = useWatch({ control: form.control, name: "content" }).trim().length === 0;
  const submit = form.handleSubmit(({ content }) => create.mutate({ postId, content, parentCommentId }));

  return (
    <Form {...form}>
      <form noValidate className="flex flex-col gap-2" onSubmit={submit}>
        <FormField
          control={form.control}
          name="content"
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">{label}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  rows={2}
                  maxLength={COMMENT_MAX_LENGTH}
                  placeholder={placeholder}
                  autoFocus={autoFocus}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                      event.preventDefault();
                      if (!empty && !create.isPending) void submit();
                    }
                  }}
                />
              </FormControl>
              <FormMessage />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <FormDescription className="text-xs">{t("hint")}</FormDescription>
                <div className="flex gap-2">
                  {onCancel ? (
                    <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
                      {t("cancelReply")}
                    </Button>
                  ) : null}
                  <Button type="submit" size="sm" disabled={empty || create.isPending}>
                    {create.isPending ? t("sending") : t("submit")}
                  </Button>
                </div>
              </div>
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
