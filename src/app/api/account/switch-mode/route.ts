import { routeMethods } from "@/server/http/methods";
import { rest, unparsed } from "@/server/http/rest";
import { requireActor } from "@/server/auth/require-actor";
import { switchMode } from "@/server/services/account/switch-mode";

/** POST /api/account/switch-mode {mode} -> {success, redirectUrl} */
export const POST = rest(async ({ db, actor, body }) => {
  const { success, redirectUrl } = await switchMode({ db, actor: requireActor(await actor()), input: unparsed(body) });
  return { success, redirectUrl };
}, { session: "required" });

export const { GET, PUT, PATCH, DELETE } = routeMethods({ POST });
