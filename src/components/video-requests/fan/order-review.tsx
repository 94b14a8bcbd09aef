"use client";

import { Star } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { RatingStars } from "@/components/creator-page/rating-stars";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { REVIEW_COMMENT_MAX, REVIEW_RATING_MAX } from "@/lib/reviews";
import { createReviewInput } from "@/lib/reviews-input";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);
const resolver = schemaResolver(createReviewInput);

/** After delivery the fan rates the order once (1 to 5 stars and a text); then it shows what they wrote. */
export function OrderReview({ requestId }: { requestId: string }) {
  const t = useTranslations("orders.review");
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const existing = api.reviews.forOrder.useQuery({ requestId });
  // No stars yet: the schema asks for 1 to 5.
  const form = useForm<z.input<typeof createReviewInput>, unknown, z.output<typeof createReviewInput>>({
    resolver,
    defaultValues: { requestId, rating: 0, comment: "" },
  });
  const create = api.reviews.create.useMutation(
    useMutationFeedback({
      form,
      success: t("thanks"),
      refresh: false,
      onSuccess: () => void utils.reviews.forOrder.invalidate({ requestId }),
    }),
  );

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
        <Form {...form}>
          <form className="flex flex-col gap-3" noValidate onSubmit={form.handleSubmit((input) => create.mutate(input))}>
            <FormField
              control={form.control}
              name="rating"
              render={({ field }) => (
                <FormItem className="gap-1" fieldId="review-rating">
                  <fieldset aria-describedby={form.formState.errors.rating ? "review-rating-error" : undefined}>
                    <legend className="text-sm font-medium">{t("ratingLabel")}</legend>
                    <div className="mt-1 flex gap-1">
                      {STARS.map((n) => (
                        <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                          <input
                            type="radio"
                            name={field.name}
                            value={n}
                            checked={field.value === n}
                            onChange={() => field.onChange(n)}
                            onBlur={field.onBlur}
                            className="sr-only"
                          />
                          <Star aria-hidden className={cn("size-7", n <= field.value ? "fill-amber-400 text-amber-400" : "text-muted-foreground")} />
                          <span className="sr-only">{t("stars", { count: n })}</span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="comment"
              render={({ field }) => (
                <FormItem className="gap-1.5" fieldId="review-comment">
                  <FormLabel>{t("commentLabel")}</FormLabel>
                  <FormControl>
                    <Textarea {...field} maxLength={REVIEW_COMMENT_MAX} placeholder={t("commentPlaceholder")} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormRootMessage />
            <Button type="submit" className="self-start" disabled={create.isPending}>
              {t("submit")}
            </Button>
          </form>
        </Form>
      )}
    </section>
  );
}
