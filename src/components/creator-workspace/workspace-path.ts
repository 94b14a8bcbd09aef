import { CREATOR_TOOLS } from "@/components/layout/account-menu";

/** The creator's tool pages (/creator/dashboard, /creator/studio/..., not a public /creator/{id} page). */
export function isCreatorWorkspacePath(path: string): boolean {
  return CREATOR_TOOLS.some(({ href }) => path === href || path.startsWith(`${href}/`));
}
