"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FieldError } from "@/components/forms/form-messages";
import { UploadProgress } from "@/components/media/upload/upload-progress";
import { UploadError, uploadFile } from "@/components/media/upload/upload-file";
import { Button } from "@/components/ui/button";
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from "@/lib/media/limits";
import { cn } from "@/lib/utils";

/** The picture's new state: an upload to use, null to remove it, undefined to keep the saved one. */
export type PictureChoice = string | null | undefined;

/**
 * Chooses an avatar or banner: the file goes up through the resumable uploads endpoint (which checks its
 * type from its bytes) and the form then saves the upload's id.
 */
export function PictureInput({
  kind,
  label,
  savedUrl,
  error,
  onChange,
}: {
  kind: "avatar" | "banner";
  label: string;
  savedUrl: string | null;
  error?: string | null;
  onChange: (choice: PictureChoice) => void;
}) {
  const t = useTranslations("creatorSettings.profile");
  const id = useId();
  const [preview, setPreview] = useState<string | null>(savedUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setUploadError(t("pictureTooLarge"));
      return;
    }
    setProgress(0);
    try {
      const { id: mediaId } = await uploadFile({ target: { kind }, file, onProgress: setProgress, fallbackError: t("uploadFailed") });
      setPreview(URL.createObjectURL(file));
      onChange(mediaId);
    } catch (caught) {
      setUploadError(caught instanceof UploadError ? caught.message : t("uploadFailed"));
    } finally {
      setProgress(null);
    }
  }

  const shownError = uploadError ?? error;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div
          className={cn(
            "shrink-0 overflow-hidden border bg-muted",
            kind === "avatar" ? "size-20 rounded-full" : "aspect-[3/1] w-full rounded-lg sm:w-60",
          )}
        >
          {preview ? (
            <img src={preview} alt={t(kind === "avatar" ? "avatarPreview" : "bannerPreview")} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center px-2 text-center text-xs text-muted-foreground">
              {t(kind === "avatar" ? "noAvatar" : "noBanner")}
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent focus-within:ring-[3px] focus-within:ring-ring/50"
          >
            {t("choosePicture")}
            <input
              id={id}
              type="file"
              accept={IMAGE_MIME_TYPES.join(",")}
              className="sr-only"
              aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
              disabled={progress !== null}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </label>
          {preview ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setPreview(null);
                onChange(null);
              }}
            >
              {t("removePicture")}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t("pictureHint")}
      </p>
      {progress !== null ? <UploadProgress fraction={progress} label={t("uploading")} /> : null}
      <FieldError id={`${id}-error`}>{shownError}</FieldError>
    </fieldset>
  );
}
