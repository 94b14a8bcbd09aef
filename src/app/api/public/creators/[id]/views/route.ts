import { randomUUID } from "node:crypto";
import { SECURE_SESSION_COOKIE } from "@/server/auth/session-cookie";
import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { trackProfileView, visitorIdSchema } from "@/server/services/creators/track-profile-view";

/** A guest's visitor id: lets their views be counted once per window without an account. */
const VISITOR_COOKIE = "lakou_visitor";
const YEAR_SECONDS = 31_536_000;

function readCookie(req: Request, name: string) {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/**
 * POST /api/public/creators/{id}/views -> { counted }: the creator page's beacon, sent once the page has
 * loaded (so crawlers without JavaScript are not counted). A guest's first view sets the visitor cookie.
 */
export const POST = rest<{ id: string }>(async ({ req, db, actor }, { id }) => {
  const viewer = await actor();
  // A cookie that is not ours (edited by hand) is replaced rather than refused.
  const known = visitorIdSchema.safeParse(readCookie(req, VISITOR_COOKIE)).data ?? null;
  const visitorId = viewer ? null : (known ?? randomUUID());
  const result = await trackProfileView({ db, actor: viewer, input: { creatorId: id }, visitorId });
  const response = Response.json(result);
  if (visitorId && visitorId !== known) {
    const secure = SECURE_SESSION_COOKIE ? "; Secure" : "";
    response.headers.append("Set-Cookie", `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  }
  return response;
});

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
