"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { FieldError, FormAlert } from "@/components/auth/form-messages";
import { SubmitButton } from "@/components/auth/submit-button";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Link, useRouter } from "@/i18n/navigation";
import {
  POST_BODY_MAX,
  POST_DESCRIPTION_MAX,
  POST_MAX_IMAGES,
  POST_MAX_VIDEOS,
  POST_TITLE_MAX,
} from "@/lib/post-limits";
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

/** Field errors of one media list: `images.2` -> items[2], `images` -> list. */
function mediaErrors(fields: Record<string, string>, name: string, translate: (key: string) => string) {
  const items: Record<number, string> = {};
  for (const [field, key] of Object.entries(fields)) {
    const match = field.match(new RegExp(`^${name}\\.(\\d+)$`));
    if (match) items[Number(match[1])] = translate(key);
  }
  return { list: fields[name] ? translate(fields[name]) : undefined, items };
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
  const translate = useTranslations();
  const router = useRouter();
  const id = useId();
  const utils = api.useUtils();
  const [values, setValues] = useState<PostFormValues>(initial ?? EMPTY);
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const onSuccess = async () => {
    toast.success(t("saved"));
    await utils.posts.invalidate();
    router.push("/creator/posts");
    router.refresh();
  };
  const create = api.posts.create.useMutation({ onSuccess });
  const update = api.posts.update.useMutation({ onSuccess });
  const mutation = postId ? update : create;
  const fields = mutation.error?.data?.fieldErrors ?? {};
  const fieldError = (name: string) => (fields[name] ? translate(fields[name]) : undefined);
  const formError = mutation.error && !mutation.error.data?.fieldErrors ? t("failed") : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      ...values,
      images: values.images.filter((url) => url.trim() !== ""),
      videos: values.videos.filter((url) => url.trim() !== ""),
    };
    if (postId) update.mutate({ ...input, postId });
    else create.mutate(input);
  }

  const text = (name: "title" | "description" | "body", max: number, hint?: string, multiline?: boolean) => {
    const error = fieldError(name);
    const props = {
      id: `${id}-${name}`,
      value: values[name],
      maxLength: max,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [hint ? `${id}-${name}-hint` : "", error ? `${id}-${name}-error` : ""].join(" ").trim() || undefined,
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    };
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={props.id}>{t(name)}</Label>
        {multiline ? <Textarea {...props} rows={name === "body" ? 8 : 3} /> : <Input {...props} required />}
        {hint ? (
          <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <FieldError id={`${id}-${name}-error`}>{error}</FieldError>
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {text("title", POST_TITLE_MAX)}
      {text("description", POST_DESCRIPTION_MAX, t("descriptionHint"), true)}
      {text("body", POST_BODY_MAX, t("bodyHint"), true)}
      <MediaInput
        kind="post_image"
        legend={t("images")}
        value={values.images}
        onChange={(next) => set("images", next)}
        max={POST_MAX_IMAGES}
        errors={mediaErrors(fields, "images", translate)}
      />
      <MediaInput
        kind="post_video"
        legend={t("videos")}
        value={values.videos}
        onChange={(next) => set("videos", next)}
        max={POST_MAX_VIDEOS}
        errors={mediaErrors(fields, "videos", translate)}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("audience")}</legend>
        {(
          [
            [true, t("public")],
            [false, t("subscribers")],
          ] as const
        ).map(([isPublic, label]) => (
          <label key={label} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-audience`}
              checked={values.isPublic === isPublic}
              onChange={() => set("isPublic", isPublic)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
        {!values.isPublic ? (
          <fieldset className="mt-2 ml-6 flex flex-col gap-2" aria-describedby={`${id}-tiers-hint`}>
            <legend className="mb-1 text-sm font-medium">{t("tiers")}</legend>
            <p id={`${id}-tiers-hint`} className="text-xs text-muted-foreground">
              {tiers.length > 0 ? t("tiersHint") : t("noTiers")}
            </p>
            {tiers.map((tier) => (
              <label key={tier.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={values.accessTierIds.includes(tier.id)}
                  onChange={(event) =>
                    set(
                      "accessTierIds",
                      event.target.checked
                        ? [...values.accessTierIds, tier.id]
                        : values.accessTierIds.filter((tierId) => tierId !== tier.id),
                    )
                  }
                  className="size-4 accent-primary"
                />
                {tier.name}
              </label>
            ))}
            <FieldError id={`${id}-tiers-error`}>{fieldError("accessTierIds")}</FieldError>
          </fieldset>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("status")}</legend>
        {(["published", "draft"] as const).map((status) => (
          <label key={status} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-status`}
              checked={values.status === status}
              onChange={() => set("status", status)}
              className="size-4 accent-primary"
            />
            {t(status)}
          </label>
        ))}
      </fieldset>

      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={mutation.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto">
          {t("save")}
        </SubmitButton>
        <Link href="/creator/posts" className={buttonVariants({ variant: "ghost" })}>
          {t("cancel")}
        </Link>
      </div>
    </form>
  );
}
