"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useRouter } from "@/i18n/navigation";
import { BROWSE_CATEGORIES } from "@/lib/browse-options";
import { BIO_MAX, CREATOR_LANGUAGES, DISPLAY_NAME_MAX } from "@/lib/creator-settings";
import type { CreatorSettings } from "@/server/services/creator-settings/get-creator-settings";
import { api } from "@/trpc/react";
import { Field } from "./field";
import { errorKeys } from "./mutation-errors";
import { type PictureChoice, PictureInput } from "./picture-input";

/** The profile tab: display name, bio, category, languages, avatar and banner. */
export function ProfileForm({ profile }: { profile: CreatorSettings["profile"] }) {
  const t = useTranslations("creatorSettings");
  const translate = useTranslations();
  const tCategory = useTranslations("categories");
  const tLanguage = useTranslations("creatorCard.language");
  const router = useRouter();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [bio, setBio] = useState(profile.bio);
  const [category, setCategory] = useState<string>(profile.category);
  const [languages, setLanguages] = useState<string[]>(profile.languages);
  const [avatar, setAvatar] = useState<PictureChoice>(undefined);
  const [banner, setBanner] = useState<PictureChoice>(undefined);
  const save = api.creatorSettings.updateProfile.useMutation({
    onSuccess: () => {
      toast.success(t("saved"));
      router.refresh();
    },
  });
  const { form, fields } = errorKeys(save.error);
  const fieldError = (name: string) => (fields[name] ? translate(fields[name]) : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({
      displayName,
      bio,
      category: category as (typeof BROWSE_CATEGORIES)[number],
      languages: languages as (typeof CREATOR_LANGUAGES)[number][],
      ...(avatar !== undefined ? { avatarMediaId: avatar } : {}),
      ...(banner !== undefined ? { bannerMediaId: banner } : {}),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Field id="display-name" label={t("profile.displayName")} error={fieldError("displayName")}>
        {(aria) => (
          <Input {...aria} value={displayName} maxLength={DISPLAY_NAME_MAX} onChange={(e) => setDisplayName(e.target.value)} />
        )}
      </Field>
      <Field id="bio" label={t("profile.bio")} hint={t("profile.bioHint", { max: BIO_MAX })} error={fieldError("bio")}>
        {(aria) => <Textarea {...aria} rows={5} value={bio} maxLength={BIO_MAX} onChange={(e) => setBio(e.target.value)} />}
      </Field>
      <Field id="category" label={t("profile.category")} error={fieldError("category")}>
        {(aria) => (
          <NativeSelect {...aria} value={category} onChange={(e) => setCategory(e.target.value)}>
            {BROWSE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {tCategory(value)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <fieldset className="flex flex-col gap-2" aria-describedby={fields.languages ? "languages-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("profile.languages")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {CREATOR_LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={languages.includes(language)}
                onChange={(e) =>
                  setLanguages((current) => (e.target.checked ? [...current, language] : current.filter((l) => l !== language)))
                }
              />
              {tLanguage(language)}
            </label>
          ))}
        </div>
        {fields.languages ? (
          <p id="languages-error" className="text-sm text-destructive">
            {translate(fields.languages)}
          </p>
        ) : null}
      </fieldset>
      <PictureInput kind="avatar" label={t("profile.avatar")} savedUrl={profile.avatarUrl} error={fieldError("avatarMediaId")} onChange={setAvatar} />
      <PictureInput kind="banner" label={t("profile.banner")} savedUrl={profile.bannerUrl} error={fieldError("bannerMediaId")} onChange={setBanner} />
      <FormAlert>{form ? translate(form) : null}</FormAlert>
      <SubmitButton pending={save.isPending} pendingLabel={t("saving")} size="default" className="w-full sm:w-auto sm:self-start">
        {t("save")}
      </SubmitButton>
    </form>
  );
}
