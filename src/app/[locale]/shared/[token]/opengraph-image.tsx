import { buffer } from "node:stream/consumers";
import { headers } from "next/headers";
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/i18n/routing";
import { edgeContext } from "@/server/http/edge-context";
import { openMediaFile } from "@/server/services/media/open-media-file";
import { getSharedVideo } from "@/server/services/media/shared-video";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The shared video's poster frame as a data URL, through the same check as its files (null when it has none). */
async function poster(context: ReturnType<typeof edgeContext>, token: string): Promise<string | null> {
  const opened = await openMediaFile({ db: context.db, storage: context.providers.storage, actor: null, address: { shareToken: token }, file: "poster.jpg", rangeHeader: null }).catch(() => null);
  if (opened?.kind !== "file") return null;
  return `data:image/jpeg;base64,${(await buffer(opened.stream)).toString("base64")}`;
}

/**
 * The picture a share link shows in chats and feeds: the video's poster, the creator and the occasion. A
 * private (revoked or unknown) link shows only Lakou's card: nothing of the video.
 */
export default async function SharedVideoOpenGraphImage({ params }: { params: Promise<{ locale: string; token: string }> }) {
  const { locale: asked, token } = await params;
  const locale = isLocale(asked) ? asked : "en";
  const context = edgeContext(await headers());
  const [video, t, tOccasions] = await Promise.all([
    getSharedVideo({ db: context.db, input: { token } }).catch(() => null),
    getTranslations({ locale, namespace: "sharedVideo" }),
    getTranslations({ locale, namespace: "booking.occasions" }),
  ]);
  const picture = video?.hasPoster ? await poster(context, token) : null;
  const occasion = video?.occasion && tOccasions.has(video.occasion) ? tOccasions(video.occasion) : null;
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", gap: 48, padding: 64, background: "linear-gradient(135deg, #1f3a93, #5b2a86)", color: "white" }}>
        {picture ? <img src={picture} width={560} height={315} style={{ borderRadius: 24, objectFit: "cover", border: "6px solid rgba(255,255,255,0.9)" }} alt="" /> : null}
        <div style={{ display: "flex", flexDirection: "column", gap: 18, flex: 1 }}>
          {video ? (
            <>
              {occasion ? <div style={{ fontSize: 30, opacity: 0.85 }}>{occasion}</div> : null}
              <div style={{ fontSize: 56, fontWeight: 700, lineHeight: 1.1 }}>{t("title", { creator: video.creatorName })}</div>
              {video.recipientName ? <div style={{ fontSize: 32, opacity: 0.9 }}>{t("ogFor", { name: video.recipientName })}</div> : null}
            </>
          ) : (
            <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.1 }}>{t("ogPrivate")}</div>
          )}
          <div style={{ fontSize: 40, fontWeight: 700, marginTop: 20 }}>Lakou</div>
        </div>
      </div>
    ),
    size,
  );
}
