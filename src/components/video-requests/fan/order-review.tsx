"use client";

import { Star } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { RatingStars } from "@/components/creator-page/rating-stars";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { REVIEW_COMMENT_MAX, REVIEW_RATING_MAX } from "@/lib/reviews";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

/** After delivery the fan rates the order once (1 to 5 stars and a text); then it shows what they wrote. */
export function OrderReview({ requestId }: { requestId: string }) {
  const t = useTranslations("orders.review");
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const existing = api.reviews.forOrder.useQuery({ requestId });
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const create = api.reviews.create.useMutation({
    onSuccess: async () => {
      await utils.reviews.forOrder.invalidate({ requestId });
      toast.success(t("thanks"));
    },
  });
  const fieldErrors = create.error?.data?.fieldErrors;
  const message = (key: string | undefined) => (key && tAll.has(key) ? tAll(key) : t("failed"));
  const formError = create.error && !fieldErrors ? message(create.error.data?.messageKey) : null;

  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="review-heading" className="font-semibold">
        {existing.data ? t("commentLabel") : t("title")}
      </h2>
      {existing.isPending ? (
        <div aria-busy className="flex flex-col gap-2">
          <span className="sr-only">{t("loading")}</span>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-full" />
        </div>
      ) : existing.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {t("loadError")}
          <Button size="sm" variant="outline" onClick={() => void existing.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : existing.data ? (
        <div className="flex flex-col gap-2" data-testid="my-review">
          <div className="flex flex-wrap items-center gap-2">
            <RatingStars rating={existing.data.rating} label={t("rated", { rating: existing.data.rating })} />
            <span className="text-sm text-muted-foreground">{t("postedOn", { date: formatDate(existing.data.createdAt, locale) })}</span>
          </div>
          <p className="text-sm whitespace-pre-line break-words">{existing.data.comment}</p>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ requestId, rating, comment });
          }}
        >
          <fieldset aria-describedby={fieldErrors?.rating ? "review-rating-error" : undefined}>
            <legend className="text-sm font-medium">{t("ratingLabel")}</legend>
            <div className="mt-1 flex gap-1">
              {STARS.map((n) => (
                <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                  <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
                  <Star aria-hidden className={cn("size-7", n <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground")} />
                  <span className="sr-only">{t("stars", { count: n })}</span>
                </label>
              ))}
            </div>
            {fieldErrors?.rating ? (
              <p id="review-rating-error" className="mt-1 text-sm text-destructive">
                {message(fieldErrors.rating)}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="review-comment">{t("commentLabel")}</Label>
            <Textarea
              id="review-comment"
              value={comment}
              maxLength={REVIEW_COMMENT_MAX}
              placeholder={t("commentPlaceholder")}
              onChange={(event) => setComment(event.target.value)}
              aria-invalid={Boolean(fieldErrors?.comment)}
              aria-describedby={fieldErrors?.comment ? "review-comment-error" : undefined}
            />
            {fieldErrors?.comment ? (
              <p id="review-comment-error" className="text-sm text-destructive">
                {message(fieldErrors.comment)}
              </p>
            ) : null}
          </div>
          {formError ? (
            <p role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={create.isPending}>
            {t("submit")}
          </Button>
        </form>
      )}
    </section>
  );
}
