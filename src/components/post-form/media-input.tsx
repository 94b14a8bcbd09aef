"use client";

import { FileVideo, Upload, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FieldError } from "@/components/forms/form-messages";
import { UploadError, uploadFile } from "@/components/media/upload/upload-file";
import { UploadProgress } from "@/components/media/upload/upload-progress";
import { Button } from "@/components/ui/button";
import { acceptedTypesFor, maxBytesFor } from "@/lib/media/limits";
import { mediaFileUrl } from "@/lib/media/renditions";

/**
 * A post's media of one kind (pictures or videos): each file goes up through the checked, resumable
 * uploads (its type recognised from its bytes on the server) and the post keeps the upload's address.
 * Media the post already holds are listed and can be removed.
 */
export function MediaInput({
  kind,
  legend,
  value,
  onChange,
  max,
  errors,
}: {
  kind: "post_image" | "post_video";
  legend: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  /** Field errors by index (`images.0` -> errors[0]) and for the whole list (`_`). */
  errors: { list?: string; items: Record<number, string> };
}) {
  const t = useTranslations("posts.form");
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const isImage = kind === "post_image";
  const label = (n: number) => t(isImage ? "imageLabel" : "videoLabel", { n });

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    if (file.size > maxBytesFor(kind)) {
      setUploadError(t(isImage ? "imageTooLarge" : "videoTooLarge"));
      return;
    }
    setProgress(0);
    try {
      const { id: mediaId } = await uploadFile({ target: { kind }, file, onProgress: setProgress, fallbackError: t("uploadFailed") });
      onChange([...value, mediaFileUrl(mediaId, "original")]);
    } catch (caught) {
      setUploadError(caught instanceof UploadError ? caught.message : t("uploadFailed"));
    } finally {
      setProgress(null);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t(isImage ? "imageHint" : "videoHint", { max })}
      </p>
      {value.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid={`${kind}-list`}>
          {value.map((url, i) => (
            <li key={url + i} className="flex flex-col gap-1">
              <div className="relative overflow-hidden rounded-md border bg-muted">
                {isImage ? (
                  <img src={url} alt={label(i + 1)} className="aspect-video w-full object-cover" />
                ) : (
                  <span className="flex aspect-video w-full items-center justify-center gap-1 text-xs text-muted-foreground">
                    <FileVideo className="size-4" aria-hidden />
                    {label(i + 1)}
                  </span>
                )}
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute right-1 top-1 size-7"
                  aria-label={t(isImage ? "removeImage" : "removeVideo", { n: i + 1 })}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <X aria-hidden />
                </Button>
              </div>
              <FieldError id={`${id}-${i}-error`}>{errors.items[i]}</FieldError>
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== null ? <UploadProgress fraction={progress} label={t("uploading")} /> : null}
      {value.length < max && progress === null ? (
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-9 cursor-pointer items-center gap-2 self-start rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent focus-within:ring-[3px] focus-within:ring-ring/50"
        >
          <Upload className="size-4" aria-hidden />
          {t(isImage ? "addImage" : "addVideo")}
          <input
            id={`${id}-file`}
            type="file"
            accept={acceptedTypesFor(kind).join(",")}
            className="sr-only"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
      ) : null}
      <FieldError id={`${id}-error`}>{uploadError ?? errors.list}</FieldError>
    </fieldset>
  );
}
