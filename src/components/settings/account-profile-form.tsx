"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { SubmitButton } from "@/components/forms/submit-button";
import { type PictureChoice, PictureInput } from "@/components/creator-settings/picture-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useRouter } from "@/i18n/navigation";
import { ACCOUNT_NAME_MAX } from "@/lib/account/profile-rules";
import { api } from "@/trpc/react";

/** The account's own name and photo (`account.updateProfile`); the photo goes through the checked uploads. */
export function AccountProfileForm({ name, avatarUrl }: { name: string | null; avatarUrl: string | null }) {
  const t = useTranslations("auth.settings.profile");
  const translate = useTranslations();
  const router = useRouter();
  const [value, setValue] = useState(name ?? "");
  const [avatar, setAvatar] = useState<PictureChoice>(undefined);
  const update = api.account.updateProfile.useMutation({
    onSuccess: () => {
      toast.success(t("saved"));
      setAvatar(undefined);
      router.refresh();
    },
  });
  const fieldErrors = update.error?.data?.fieldErrors ?? {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ name: value, ...(avatar !== undefined ? { avatarMediaId: avatar } : {}) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="account-name">{t("nameLabel")}</Label>
        <Input
          id="account-name"
          autoComplete="name"
          value={value}
          maxLength={ACCOUNT_NAME_MAX}
          aria-invalid={fieldErrors.name ? true : undefined}
          aria-describedby={fieldErrors.name ? "account-name-error" : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <FieldError id="account-name-error">{fieldErrors.name ? translate(fieldErrors.name) : null}</FieldError>
      </div>
      <PictureInput
        kind="avatar"
        label={t("photo")}
        savedUrl={avatarUrl}
        error={fieldErrors.avatarMediaId ? translate(fieldErrors.avatarMediaId) : null}
        onChange={setAvatar}
      />
      <FormAlert>{update.error && !update.error.data?.fieldErrors ? translate(update.error.data?.messageKey ?? "errors.unexpected") : null}</FormAlert>
      <SubmitButton pending={update.isPending} pendingLabel={translate("auth.settings.saving")} size="default" className="w-full sm:w-auto sm:self-start">
        {t("save")}
      </SubmitButton>
    </form>
  );
}
