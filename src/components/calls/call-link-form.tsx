"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { FieldError } from "@/components/forms/form-messages";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/trpc/react";

/** The creator sets the meeting link (their own video service) of one confirmed call, or clears it. */
export function CallLinkForm({ callBookingId, joinUrl }: { callBookingId: string; joinUrl: string | null }) {
  const t = useTranslations("callRoom");
  const translate = useTranslations();
  const id = useId();
  const utils = api.useUtils();
  const [value, setValue] = useState(joinUrl ?? "");
  const save = api.calls.setJoinUrl.useMutation({
    onSuccess: async () => {
      toast.success(t("linkSaved"));
      await Promise.all([utils.calls.creatorCalls.invalidate(), utils.calls.room.invalidate({ callBookingId })]);
    },
  });
  const errorKey = save.error?.data?.fieldErrors?.joinUrl ?? save.error?.data?.messageKey;
  const error = save.error ? (errorKey && translate.has(errorKey) ? translate(errorKey) : t("linkFailed")) : undefined;
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ callBookingId, joinUrl: value });
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t("linkLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {t("saveLink")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("linkHint")}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </form>
  );
}
