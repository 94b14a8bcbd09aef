"use client";

import { isCreatorWorkspacePath } from "@/components/creator-workspace/workspace-path";
import { usePathname } from "@/i18n/navigation";

/** The console's pages (/admin/*) have a frame of their own: the public header and footer stay out of them. */
function isConsolePath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/** Pages with a frame of their own: the console and the creator's workspace. */
export function hasOwnFrame(path: string): boolean {
  return isConsolePath(path) || isCreatorWorkspacePath(path);
}

/**
 * Wraps the public header or footer. Decided in the browser from the current path, because the locale layout
 * is not rendered again when one navigates between the console and the public site.
 */
export function PublicChrome({ children }: { children: React.ReactNode }) {
  return hasOwnFrame(usePathname()) ? null : children;
}
