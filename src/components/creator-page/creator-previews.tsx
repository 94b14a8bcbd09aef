import { VideoOff } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { CreatorPageData } from "./load-creator-page";

function clockTime(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Up to three sample clips; they load only when played. None: a 'No preview yet' placeholder. */
export async function CreatorPreviews({ previews }: { previews: CreatorPageData["previews"] }) {
  const [t, occasions] = await Promise.all([getTranslations("creatorPage"), getTranslations("booking.occasions")]);
  return (
    <section aria-labelledby="previews-heading" className="flex flex-col gap-4">
      <h2 id="previews-heading" className="text-xl font-semibold">
        {t("previewsHeading")}
      </h2>
      {previews.length === 0 ? (
        <div className="flex aspect-video max-w-md flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-muted/50 text-muted-foreground">
          <VideoOff aria-hidden className="size-8" />
          <p>{t("noPreview")}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {previews.map((preview) => (
            <li key={preview.id} className="flex flex-col gap-2">
              <video
                controls
                preload="none"
                playsInline
                poster={preview.thumbnailUrl ?? undefined}
                src={preview.videoUrl}
                aria-label={preview.title}
                className="aspect-video w-full rounded-lg bg-black object-cover"
              />
              <div className="flex flex-col">
                <p className="leading-snug font-medium">{preview.title}</p>
                <p className="text-sm text-muted-foreground">
                  {occasions.has(preview.occasion) ? occasions(preview.occasion) : preview.occasion}
                  {" · "}
                  <span aria-label={t("duration", { seconds: preview.durationSeconds })}>
                    {clockTime(preview.durationSeconds)}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
