import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { exportAccountData } from "@/server/services/account/export-account-data";

/** GET /api/account/export -> the signed-in person's own data as a JSON file download. */
export const GET = rest(async ({ db, actor }) => {
  const data = await exportAccountData({ db, actor: await actor() });
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="lakou-my-data-${day}.json"`,
      "cache-control": "no-store",
    },
  });
}, { session: "required" });

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
