"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { COMMENT_MAX_LENGTH } from "@/lib/post-limits";

/**
 * Writes a comment or a reply: Enter sends, Shift+Enter adds a line; nothing is sent until the text
 * holds something once trimmed. `onSubmit` resolves true when the comment was posted.
 */
export function CommentForm({
  label,
  placeholder,
  pending,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  label: string;
  placeholder: string;
  pending: boolean;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useTranslations("comments");
  const id = useId();
  const [content, setContent] = useState("");
  const empty = content.trim().length === 0;

  const submit = async () => {
    if (empty || pending) return;
    if (await onSubmit(content.trim())) setContent("");
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={content}
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        autoFocus={autoFocus}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("hint")}
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
              {t("cancelReply")}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={empty || pending}>
            {pending ? t("sending") : t("submit")}
          </Button>
        </div>
      </div>
    </form>
  );
}
