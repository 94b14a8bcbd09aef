"use client";

import { usePathname } from "@/i18n/navigation";

/** The console's pages (/admin/*) have a frame of their own: the public header and footer stay out of them. */
export function isConsolePath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * Wraps the public header or footer. Decided in the browser from the current path, because the locale layout
 * is not rendered again when one navigates between the console and the public site.
 */
export function PublicChrome({ children }: { children: React.ReactNode }) {
  return isConsolePath(usePathname()) ? null : children;
}
