import "server-only";
import { TRPCError } from "@trpc/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { PreviewVideo } from "@/server/services/creators/list-previews";
import { serverApi } from "@/trpc/server";

function isMissing(error: unknown) {
  return error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT");
}

/**
 * For the routes' layouts: an unknown or malformed id, or an account that is not a creator, renders
 * the localized 404 before the page starts streaming, so the answer carries a real 404 status.
 */
export async function ensureCreatorExists(creatorId: string) {
  const api = await serverApi();
  try {
    await api.creators.exists({ creatorId });
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
}

/**
 * A creator page's data, sample clips and first page of reviews, read once per request (metadata
 * and page share it).
 */
export const loadCreatorPage = cache(async (creatorId: string) => {
  const api = await serverApi();
  try {
    const [page, reviews, previews] = await Promise.all([
      api.creators.page({ creatorId }),
      api.creators.reviews({ creatorId }),
      // Sample clips are a bonus: failing to read them shows 'No preview yet' rather than an error page.
      api.creators.previews({ creatorId }).catch((): PreviewVideo[] => []),
    ]);
    return { ...page, reviews, previews };
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
});

export type CreatorPageData = Awaited<ReturnType<typeof loadCreatorPage>>;
