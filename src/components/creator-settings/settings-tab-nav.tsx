import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { SETTINGS_TABS, type SettingsTab } from "@/lib/creator-settings";
import { cn } from "@/lib/utils";

/** The settings tabs as links (`?tab=`), so each tab has its own address and the back button works. */
export async function SettingsTabNav({ current }: { current: SettingsTab }) {
  const t = await getTranslations("creatorSettings");
  return (
    <nav aria-label={t("tabsLabel")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex min-w-full gap-1 rounded-lg bg-muted p-1 text-sm sm:min-w-0">
        {SETTINGS_TABS.map((tab) => (
          <li key={tab} className="flex-1">
            <Link
              href={{ pathname: "/creator/settings", query: { tab } }}
              aria-current={tab === current ? "page" : undefined}
              className={cn(
                "flex h-9 items-center justify-center rounded-md px-3 font-medium whitespace-nowrap text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                tab === current ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
              )}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
