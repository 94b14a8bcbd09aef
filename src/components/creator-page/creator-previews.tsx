import { VideoOff } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ClickToPlayClip } from "@/components/media/click-to-play-clip";
import { clock } from "@/lib/media/clock";
import type { CreatorPageData } from "./load-creator-page";

/** A poster's width in the grid below: three across beside the offers, two, or the screen's width on a phone. */
const POSTER_SIZES = "(min-width: 1280px) 250px, (min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw";

/** Up to three sample clips, each its poster until played. None: a 'No preview yet' placeholder. */
export async function CreatorPreviews({ previews }: { previews: CreatorPageData["previews"] }) {
  const [t, tClip, occasions] = await Promise.all([getTranslations("creatorPage"), getTranslations("clip"), getTranslations("booking.occasions")]);
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
              <ClickToPlayClip
                posterUrl={preview.thumbnailUrl}
                videoUrl={preview.videoUrl}
                title={preview.title}
                playLabel={tClip("play", { title: preview.title })}
                sizes={POSTER_SIZES}
                className="rounded-lg"
              />
              <div className="flex flex-col">
                <p className="leading-snug font-medium">{preview.title}</p>
                <p className="text-sm text-muted-foreground">
                  {occasions.has(preview.occasion) ? occasions(preview.occasion) : preview.occasion}
                  {" · "}
                  <time dateTime={`PT${preview.durationSeconds}S`} aria-label={tClip("duration", { seconds: preview.durationSeconds })}>
                    {clock(preview.durationSeconds)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
