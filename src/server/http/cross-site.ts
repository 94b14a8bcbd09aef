import "server-only";
/**
 * Whether a browser sent this request from another site (CSRF): Sec-Fetch-Site when the browser
 * sends it, and Origin against the host whenever there is one (either one saying so is enough).
 * The one check behind REST mutations, tRPC mutations and server actions.
 */
export function isCrossSite(req: Request): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
