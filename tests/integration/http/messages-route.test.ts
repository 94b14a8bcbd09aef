import { describe, expect, it } from "vitest";
import { clientEnv } from "@/client-env";
import { lazyMessagesUrl } from "@/i18n/lazy-namespaces";
import fr from "../../../messages/fr.json";

const route = await import("@/app/api/messages/route");
const BASE = "http://lakou.test";
const get = (query: string) => route.GET(new Request(`${BASE}/api/messages?${query}`));

describe("GET /api/messages (a dialog's texts, loaded when it opens)", () => {
  it("answers the named lazily loaded namespaces of one language, cacheable", async () => {
    const response = await route.GET(new Request(`${BASE}${lazyMessagesUrl("fr", ["booking", "subscriptions"])}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    expect(await response.json()).toEqual({ booking: fr.booking, subscriptions: fr.subscriptions });
  });

  it("refuses an unknown language, a namespace that is not loaded lazily, or none, with a JSON 404", async () => {
    for (const query of ["locale=de&ns=booking", "locale=en&ns=admin", "locale=en", "ns=booking", "locale=en&ns=__proto__"]) {
      const response = await get(`${query}&v=${clientEnv.messagesVersion}`);
      expect(response.status, query).toBe(404);
      expect(await response.json(), query).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("refuses a page from another build (no version, or another one), so its dialog keeps the page's own texts", async () => {
    for (const query of ["locale=fr&ns=booking", "locale=fr&ns=booking&v=0123456789ab"]) {
      const response = await get(query);
      expect(response.status, query).toBe(404);
      expect(response.headers.get("cache-control") ?? "", query).not.toContain("public");
    }
  });
});
