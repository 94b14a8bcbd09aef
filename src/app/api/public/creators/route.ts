import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { requestLocale, translateKey } from "@/server/http/translate";
import { listCreators } from "@/server/services/creators/list-creators";

/**
 * GET /api/public/creators?search=&category=&price=&sort=&language=&verified=&page=&pageSize=
 * -> { creators, total, page, pageCount }; bad parameters answer 422 with field errors.
 * Empty parameters count as absent. A creator without any name is called 'Creator' in the reader's language.
 * Public: the catalogue reads the same for everyone, so the caller's session is not looked up.
 */
export const GET = rest(async ({ db, req }) => {
  const params = [...new URL(req.url).searchParams].filter(([, value]) => value !== "");
  const result = await listCreators({ db, actor: null, input: Object.fromEntries(params) });
  const fallbackName = translateKey(requestLocale(req), "creatorCard.fallbackName");
  return { ...result, creators: result.creators.map((creator) => ({ ...creator, name: creator.name ?? fallbackName })) };
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
