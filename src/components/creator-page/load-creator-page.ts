import "server-only";
import { TRPCError } from "@trpc/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { PreviewVideo } from "@/server/services/creators/list-previews";
import { serverApi, trpc } from "@/trpc/server";
import { reviewsPageInput } from "./reviews-input";

function isMissing(error: unknown) {
  return error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT");
}

/**
 * For the fan's creator routes' layout (the page streams behind a loading skeleton there): an unknown or malformed id,
 * or an account that is not a creator, renders the localized 404 before the page starts streaming, so the answer
 * carries a real 404 status. The public page reads its data before its first byte, and 404s from loadCreatorPage.
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
 * A creator page's data and sample clips, read once per request (metadata and page share it); the
 * first page of reviews goes into the request's query client for <HydrateClient> (creator-page-view.tsx).
 */
export const loadCreatorPage = cache(async (creatorId: string) => {
  const api = await serverApi();
  try {
    const [page, previews] = await Promise.all([
      api.creators.page({ creatorId }),
      // Sample clips are a bonus: failing to read them shows 'No preview yet' rather than an error page.
      api.creators.previews({ creatorId }).catch((): PreviewVideo[] => []),
      // A failed read is not handed over: the reviews ask again in the browser and show their error.
      trpc.creators.reviews.prefetch(reviewsPageInput(creatorId, 1)),
    ]);
    return { ...page, previews };
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
});

export type CreatorPageData = Awaited<ReturnType<typeof loadCreatorPage>>;
