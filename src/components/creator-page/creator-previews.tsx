import { VideoOff } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { SampleClip } from "@/components/media/sample-clip";
import type { CreatorPageData } from "./load-creator-page";

/** A poster's width in the grid below: three across beside the offers, two, or the screen's width on a phone. */
const POSTER_SIZES = "(min-width: 1280px) 250px, (min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw";

/** Up to three sample clips, each its poster until played. None: a 'No preview yet' placeholder. */
export async function CreatorPreviews({ previews }: { previews: CreatorPageData["previews"] }) {
  const t = await getTranslations("creatorPage");
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
            <li key={preview.id}>
              <SampleClip clip={preview} sizes={POSTER_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
