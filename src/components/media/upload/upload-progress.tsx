"use client";

import { useTranslations } from "next-intl";

/** The progress bar of an upload in flight. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const t = useTranslations("uploads");
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-1" data-testid="upload-progress">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span aria-hidden>{t("percent", { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
