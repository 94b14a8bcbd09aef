"use client";

import { Film } from "lucide-react";
import { useTranslations } from "next-intl";
import { SampleClip } from "@/components/media/sample-clip";
import type { PreviewVideo } from "@/server/services/creators/list-previews";

/** A poster's width in the quick view: three across in the dialog, or the dialog's width on a narrow phone. */
const POSTER_SIZES = "(min-width: 480px) 200px, 100vw";

/** A sample clip in the quick view, its caption in small type. */
export function PreviewVideoPlayer({ preview }: { preview: PreviewVideo }) {
  return <SampleClip clip={preview} sizes={POSTER_SIZES} compact />;
}

/** Where a clip would be: the creator has none (or they failed to load). */
export function PreviewPlaceholder() {
  const t = useTranslations("quickView");
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed bg-muted text-xs text-muted-foreground">
      <Film aria-hidden className="size-5" />
      {t("noPreview")}
    </div>
  );
}
