import { ensureCreatorExists } from "@/components/creator-page/load-creator-page";

/** Checks the id before the page streams (behind its loading skeleton): unknown ids get a real 404. */
export default async function CreatorPageLayout({ children, params }: LayoutProps<"/[locale]/creator/[id]">) {
  await ensureCreatorExists((await params).id);
  return children;
}
