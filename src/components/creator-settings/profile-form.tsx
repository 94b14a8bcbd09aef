"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFieldErrorText } from "@/components/forms/field-error-text";
import { FieldError } from "@/components/forms/form-messages";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Combobox } from "@/components/ui/combobox";
import { Textarea } from "@/components/ui/textarea";
import { BROWSE_CATEGORIES } from "@/lib/browse-options";
import { BIO_MAX, CREATOR_LANGUAGES, DISPLAY_NAME_MAX } from "@/lib/creator-settings";
import { updateProfileInput } from "@/lib/creator-settings-input";
import type { CreatorSettings } from "@/server/services/creator-settings/get-creator-settings";
import { api } from "@/trpc/react";
import { PictureInput } from "./picture-input";

type ProfileValues = z.input<typeof updateProfileInput>;

/** The profile tab: display name, bio, category, languages, avatar and banner. */
export function ProfileForm({ profile }: { profile: CreatorSettings["profile"] }) {
  const t = useTranslations("creatorSettings");
  const errorText = useFieldErrorText();
  const tCategory = useTranslations("categories");
  const tLanguage = useTranslations("creatorCard.language");
  const form = useForm<ProfileValues, unknown, z.output<typeof updateProfileInput>>({
    resolver: schemaResolver(updateProfileInput),
    defaultValues: {
      displayName: profile.displayName,
      bio: profile.bio,
      bioFr: profile.bioFr,
      bioHt: profile.bioHt,
      category: profile.category,
      languages: profile.languages as ProfileValues["languages"],
      avatarMediaId: undefined,
      bannerMediaId: undefined,
    },
  });
  const save = api.creatorSettings.updateProfile.useMutation(useMutationFeedback({ form, success: t("saved") }));

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((input) => save.mutate(input))} noValidate className="flex flex-col gap-6">
        <FormField
          control={form.control}
          name="displayName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("profile.displayName")}</FormLabel>
              <FormControl>
                <Input {...field} maxLength={DISPLAY_NAME_MAX} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="bio"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("profile.bio")}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={5} maxLength={BIO_MAX} />
              </FormControl>
              <FormDescription>{t("profile.bioHint", { max: BIO_MAX })}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {(["bioFr", "bioHt"] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t(`profile.${name}`)}</FormLabel>
                <FormControl>
                  <Textarea {...field} rows={4} maxLength={BIO_MAX} lang={name === "bioFr" ? "fr" : "ht"} />
                </FormControl>
                <FormDescription>{t("profile.bioTranslationHint")}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <FormField
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("profile.category")}</FormLabel>
              <FormControl>
                <Combobox
                  value={field.value}
                  onValueChange={field.onChange}
                  onClose={field.onBlur}
                  options={BROWSE_CATEGORIES.map((value) => ({ value, label: tCategory(value) }))}
                  searchPlaceholder={t("profile.categorySearch")}
                  emptyText={t("profile.categoryNone")}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="languages"
          render={({ field, fieldState }) => (
            <fieldset className="flex flex-col gap-2" aria-describedby={fieldState.error ? "languages-error" : undefined}>
              <legend className="mb-2 text-sm font-medium">{t("profile.languages")}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {CREATOR_LANGUAGES.map((language) => (
                  <label key={language} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={field.value.includes(language)}
                      onChange={(e) =>
                        field.onChange(e.target.checked ? [...field.value, language] : field.value.filter((l) => l !== language))
                      }
                    />
                    {tLanguage(language)}
                  </label>
                ))}
              </div>
              <FieldError id="languages-error">{fieldState.error ? errorText(fieldState.error) : null}</FieldError>
            </fieldset>
          )}
        />
        {(["avatar", "banner"] as const).map((kind) => (
          <FormField
            key={kind}
            control={form.control}
            name={`${kind}MediaId`}
            render={({ field, fieldState }) => (
              <PictureInput
                kind={kind}
                label={t(`profile.${kind}`)}
                savedUrl={kind === "avatar" ? profile.avatarUrl : profile.bannerUrl}
                error={fieldState.error ? errorText(fieldState.error) : null}
                onChange={field.onChange}
              />
            )}
          />
        ))}
        <FormRootMessage />
        <SubmitButton pending={save.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto sm:self-start">
          {t("save")}
        </SubmitButton>
      </form>
    </Form>
  );
}
