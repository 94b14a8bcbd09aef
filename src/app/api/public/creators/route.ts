import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { requestLocale, translateKey } from "@/server/http/translate";
import type { CreatorListItem } from "@/server/services/creators/list-creators";
import { BROWSE_CACHE_CONTROL, listCreatorsCached } from "@/server/services/creators/list-creators-cached";

/** A browse card with the spec's creator-card names beside ours: price in USD, 'N hours', completed videos. */
function creatorCard(creator: CreatorListItem, fallbackName: string) {
  return {
    ...creator,
    name: creator.name ?? fallbackName,
    price: creator.priceCents / 100,
    responseTime: `${creator.responseTimeHours} ${creator.responseTimeHours === 1 ? "hour" : "hours"}`,
    completedVideos: creator.videoCount,
  };
}

/**
 * GET /api/public/creators?search=&category=&price=&sort=&language=&verified=&page=&pageSize=
 * -> { creators, total, totalCapped, page, pageCount }; bad parameters answer 422 with field errors.
 * Empty parameters count as absent. A creator without any name is called 'Creator' in the reader's language.
 * Public: the catalogue reads the same for everyone, so the caller's session is not looked up and shared
 * caches may keep the answer briefly; it varies with the reader's language only when it names someone so.
 */
export const GET = rest(async ({ db, req }) => {
  const params = [...new URL(req.url).searchParams].filter(([, value]) => value !== "");
  const result = await listCreatorsCached({ db, actor: null, input: Object.fromEntries(params) });
  const fallbackName = translateKey(requestLocale(req), "creatorCard.fallbackName");
  const headers = new Headers({ "Cache-Control": BROWSE_CACHE_CONTROL });
  if (result.creators.some((creator) => creator.name === null)) headers.set("Vary", "Accept-Language, Cookie");
  return Response.json(
    { ...result, creators: result.creators.map((creator) => creatorCard(creator, fallbackName)) },
    { headers },
  );
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
