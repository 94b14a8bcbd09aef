"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { type FieldError as FormError, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/forms/field-error-text";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Link, useRouter } from "@/i18n/navigation";
import {
  POST_BODY_MAX,
  POST_DESCRIPTION_MAX,
  POST_MAX_IMAGES,
  POST_MAX_VIDEOS,
  POST_TITLE_MAX,
} from "@/lib/post-limits";
import { postInput } from "@/lib/post-input";
import { api } from "@/trpc/react";
import { MediaInput } from "./media-input";

export interface PostFormValues {
  title: string;
  description: string;
  body: string;
  images: string[];
  videos: string[];
  isPublic: boolean;
  accessTierIds: string[];
  status: "draft" | "published";
}

const EMPTY: PostFormValues = {
  title: "",
  description: "",
  body: "",
  images: [],
  videos: [],
  isPublic: true,
  accessTierIds: [],
  status: "published",
};

/** The post's media addresses as the server takes them: empty fields are left out. */
const resolver = schemaResolver(postInput, (values: PostFormValues) => ({
  ...values,
  images: values.images.filter((url) => url.trim() !== ""),
  videos: values.videos.filter((url) => url.trim() !== ""),
}));

/** Field errors of one list field: `images.2` -> items[2], `images` -> list. */
function listErrors(error: unknown, errorText: (error: FormError) => string) {
  const items: Record<number, string> = {};
  if (Array.isArray(error)) {
    error.forEach((item: FormError | undefined, index) => {
      if (item) items[index] = errorText(item);
    });
  }
  const list = (error as FormError | undefined)?.message ? (error as FormError) : (error as { root?: FormError } | undefined)?.root;
  return { list: list?.message ? errorText(list) : undefined, items };
}

/**
 * The post form, for a new post or an edit (`postId`): title, description (the open teaser), text,
 * media, who can see it (everyone, or subscribers of chosen tiers) and published or draft.
 */
export function PostForm({
  postId,
  initial,
  tiers,
}: {
  postId?: string;
  initial?: PostFormValues;
  tiers: { id: string; name: string }[];
}) {
  const t = useTranslations("posts.form");
  const errorText = useFieldErrorText();
  const router = useRouter();
  const id = useId();
  const utils = api.useUtils();
  const form = useForm<PostFormValues, unknown, z.output<typeof postInput>>({ resolver, defaultValues: initial ?? EMPTY });
  const feedback = useMutationFeedback({
    form,
    success: t("saved"),
    onSuccess: () => {
      void utils.posts.invalidate();
      router.push("/creator/posts");
    },
  });
  const create = api.posts.create.useMutation(feedback);
  const update = api.posts.update.useMutation(feedback);
  const mutation = postId ? update : create;
  const isPublic = useWatch({ control: form.control, name: "isPublic" });
  const errors = form.formState.errors;

  const text = (name: "title" | "description" | "body", max: number, hint?: string, multiline?: boolean) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(name)}</FormLabel>
          <FormControl>
            {multiline ? <Textarea {...field} maxLength={max} rows={name === "body" ? 8 : 3} /> : <Input {...field} maxLength={max} required />}
          </FormControl>
          {hint ? <FormDescription className="text-xs">{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
  const media = (name: "images" | "videos", kind: "post_image" | "post_video", max: number) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <MediaInput kind={kind} legend={t(name)} value={field.value} onChange={field.onChange} max={max} errors={listErrors(errors[name], errorText)} />
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((input) => (postId ? update.mutate({ ...input, postId }) : create.mutate(input)))}
        noValidate
        className="flex flex-col gap-6"
      >
        {text("title", POST_TITLE_MAX)}
        {text("description", POST_DESCRIPTION_MAX, t("descriptionHint"), true)}
        {text("body", POST_BODY_MAX, t("bodyHint"), true)}
        {media("images", "post_image", POST_MAX_IMAGES)}
        {media("videos", "post_video", POST_MAX_VIDEOS)}

        <FormField
          control={form.control}
          name="isPublic"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t("audience")}</legend>
              {(
                [
                  [true, t("public")],
                  [false, t("subscribers")],
                ] as const
              ).map(([value, label]) => (
                <label key={label} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-audience`}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    className="size-4 accent-primary"
                  />
                  {label}
                </label>
              ))}
              {!isPublic ? (
                <FormField
                  control={form.control}
                  name="accessTierIds"
                  render={({ field: tierField, fieldState }) => (
                    <fieldset className="mt-2 ml-6 flex flex-col gap-2" aria-describedby={`${id}-tiers-hint`}>
                      <legend className="mb-1 text-sm font-medium">{t("tiers")}</legend>
                      <p id={`${id}-tiers-hint`} className="text-xs text-muted-foreground">
                        {tiers.length > 0 ? t("tiersHint") : t("noTiers")}
                      </p>
                      {tiers.map((tier) => (
                        <label key={tier.id} className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            checked={tierField.value.includes(tier.id)}
                            onChange={(event) =>
                              tierField.onChange(
                                event.target.checked ? [...tierField.value, tier.id] : tierField.value.filter((tierId) => tierId !== tier.id),
                              )
                            }
                            className="size-4 accent-primary"
                          />
                          {tier.name}
                        </label>
                      ))}
                      <FieldError id={`${id}-tiers-error`}>
                        {fieldState.error ? (listErrors(fieldState.error, errorText).list ?? Object.values(listErrors(fieldState.error, errorText).items)[0]) : null}
                      </FieldError>
                    </fieldset>
                  )}
                />
              ) : null}
            </fieldset>
          )}
        />

        <FormField
          control={form.control}
          name="status"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t("status")}</legend>
              {(["published", "draft"] as const).map((status) => (
                <label key={status} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-status`}
                    checked={field.value === status}
                    onChange={() => field.onChange(status)}
                    className="size-4 accent-primary"
                  />
                  {t(status)}
                </label>
              ))}
            </fieldset>
          )}
        />

        <FormAlert>{errors.root?.server ? t("failed") : null}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={mutation.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto">
            {t("save")}
          </SubmitButton>
          <Link href="/creator/posts" className={buttonVariants({ variant: "ghost" })}>
            {t("cancel")}
          </Link>
        </div>
      </form>
    </Form>
  );
}
