import { redirect } from "next/navigation";
import type { Locale } from "@/i18n/routing";
import { localizeHref } from "@/lib/locale-links";

/** The spec's /fan/dashboard is the fan home. */
export default async function FanDashboardPage({ params }: PageProps<"/[locale]/fan/dashboard">) {
  redirect(localizeHref("/fan/home", (await params).locale as Locale));
}
