"use client";

import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { currentState, NAV_ITEMS } from "./nav-items";

/** The public pages as a list of links; the current page is marked with aria-current. */
export function NavLinks({
  orientation,
  onNavigate,
}: {
  orientation: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <ul className={cn("flex", orientation === "horizontal" ? "items-center gap-1" : "flex-col gap-1")}>
      {NAV_ITEMS.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={currentState(item.href, pathname)}
            onClick={onNavigate}
            className={cn(
              "block rounded-md text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current]:text-primary",
              orientation === "horizontal" ? "px-2.5 py-2 decoration-2 underline-offset-8 aria-[current]:underline" : "px-3 py-2.5 text-base hover:bg-muted aria-[current]:bg-muted",
            )}
          >
            {t(item.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
