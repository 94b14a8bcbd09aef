import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/i18n/routing";
import { formatMoney, money } from "@/lib/money";
import { serverApi } from "@/trpc/server";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** A demo portrait shipped under public/media as a data URL (uploaded pictures are not public files). */
async function portrait(url: string | null): Promise<string | null> {
  if (!url?.startsWith("/media/avatars/") || url.includes("..")) return null;
  const file = await readFile(path.join(process.cwd(), "public", url)).catch(() => null);
  return file ? `data:image/svg+xml;base64,${file.toString("base64")}` : null;
}

/** The picture a shared creator page shows in chats and feeds: portrait, name, category, price. */
export default async function CreatorOpenGraphImage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: asked, id } = await params;
  const locale = isLocale(asked) ? asked : "en";
  const [{ creator }, t, tCategories] = await Promise.all([
    (await serverApi()).creators.page({ creatorId: id }),
    getTranslations({ locale, namespace: "creatorPage" }),
    getTranslations({ locale, namespace: "categories" }),
  ]);
  const picture = await portrait(creator.avatarUrl);
  const price = creator.videoPriceUsdCents ? formatMoney(money(creator.videoPriceUsdCents, "USD"), locale) : null;
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", gap: 56, padding: 72, background: "linear-gradient(135deg, #1f3a93, #5b2a86)", color: "white" }}>
        {picture ? (
          <img src={picture} width={360} height={360} style={{ borderRadius: 180, border: "8px solid rgba(255,255,255,0.9)" }} alt="" />
        ) : null}
        <div style={{ display: "flex", flexDirection: "column", gap: 20, flex: 1 }}>
          <div style={{ fontSize: 30, opacity: 0.85 }}>{tCategories(creator.category)}</div>
          <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.05 }}>{creator.name}</div>
          <div style={{ fontSize: 34, opacity: 0.9 }}>{price ? t("ogOffer", { price }) : t("ogTagline")}</div>
          <div style={{ fontSize: 40, fontWeight: 700, marginTop: 24 }}>Lakou</div>
        </div>
      </div>
    ),
    size,
  );
}
