import { ensureCreatorExists } from "@/components/creator-page/load-creator-page";
import { guardPage } from "@/server/auth/guard";

/**
 * Runs before the page streams behind its loading skeleton, so a signed-out visitor gets a real
 * redirect to sign in and an unknown id a real 404 (the page repeats the guard for itself).
 */
export default async function FanCreatorPageLayout({ children, params }: LayoutProps<"/[locale]/fan/creators/[id]">) {
  await guardPage({ requireRole: "fan" });
  await ensureCreatorExists((await params).id);
  return children;
}
