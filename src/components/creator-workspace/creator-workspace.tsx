"use client";

import { EllipsisIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CREATOR_TOOLS, type AccountMenuItem, type MenuUser } from "@/components/layout/account-menu";
import { LanguageMenu } from "@/components/layout/language-menu";
import { UserMenu } from "@/components/layout/user-menu";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { TOOL_ICONS } from "./tool-icons";

/** How many tools the phone's tab bar shows before "More". */
const TAB_BAR_TOOLS = 4;

const isCurrent = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

function ToolLink({ item, path, variant, onNavigate }: { item: AccountMenuItem; path: string; variant: "sidebar" | "tab" | "sheet"; onNavigate?: () => void }) {
  const t = useTranslations("userMenu.items");
  const Icon = TOOL_ICONS[item.key];
  const current = isCurrent(path, item.href);
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={current ? "page" : undefined}
      className={cn(
        "flex items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        variant === "tab"
          ? "min-h-14 flex-1 flex-col justify-center gap-0.5 px-1 text-[11px] font-medium"
          : "gap-3 px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground",
        current ? (variant === "tab" ? "text-primary" : "bg-primary/10 text-primary") : "text-muted-foreground",
      )}
    >
      {Icon ? <Icon aria-hidden className="size-5 shrink-0" /> : null}
      <span className={variant === "tab" ? "max-w-full truncate" : undefined}>{t(item.key)}</span>
    </Link>
  );
}

/**
 * The creator's workspace frame around their tool pages: a sidebar on wide screens, a tab bar with "More" on
 * phones, and a top bar with language, notifications and the account menu, instead of the visitors' header.
 * Decided in the browser from the path (as the console's frame is), so a public creator page keeps the site's.
 */
export function CreatorWorkspace({
  user,
  approval,
  children,
}: {
  user: MenuUser | null;
  /** The creator's profile waiting for approval or rejected (null: public, or no profile yet). */
  approval: { status: "pending" | "rejected"; note: string } | null;
  children: React.ReactNode;
}) {
  const t = useTranslations("creatorWorkspace");
  const path = usePathname();
  const [moreOpen, setMoreOpen] = useState(false);
  // A tool page opened without a creator account (it redirects or refuses): still one main landmark.
  if (!user) return <main id="main">{children}</main>;
  const tabs = CREATOR_TOOLS.slice(0, TAB_BAR_TOOLS);
  const more = CREATOR_TOOLS.slice(TAB_BAR_TOOLS);
  const moreCurrent = more.some((item) => isCurrent(path, item.href));
  const brand = (
    <Link href="/" className="rounded-md px-2 text-lg font-bold tracking-tight text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      {t("brand")}
    </Link>
  );
  return (
    <div className="flex min-h-dvh bg-muted/30">
      <div className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-4 border-r bg-background p-4 lg:flex">
        {brand}
        <nav aria-label={t("tools")}>
          <ul className="flex flex-col gap-1">
            {CREATOR_TOOLS.map((item) => (
              <li key={item.href}>
                <ToolLink item={item} path={path} variant="sidebar" />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-6">
          <div className="lg:hidden">{brand}</div>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageMenu signedIn />
            <NotificationBell />
            <UserMenu user={user} />
          </div>
        </header>
        <main id="main" className="flex-1 bg-background pb-20 lg:pb-0">
          {approval ? (
            <div
              role="status"
              className={cn(
                "m-3 flex flex-col gap-1 rounded-lg border px-4 py-3 text-sm sm:mx-6",
                approval.status === "rejected" ? "border-destructive/40 bg-destructive/10" : "border-amber-300 bg-amber-50 text-amber-950",
              )}
            >
              <p className="font-semibold">{t(approval.status === "rejected" ? "approvalRejectedTitle" : "approvalPendingTitle")}</p>
              <p>{approval.status === "rejected" ? t("approvalRejectedBody", { reason: approval.note }) : t("approvalPendingBody")}</p>
            </div>
          ) : null}
          {children}
        </main>
      </div>
      <nav aria-label={t("tools")} className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden">
        <ul className="flex items-stretch px-1">
          {tabs.map((item) => (
            <li key={item.href} className="flex flex-1">
              <ToolLink item={item} path={path} variant="tab" />
            </li>
          ))}
          <li className="flex flex-1">
            <Sheet open={moreOpen} onOpenChange={setMoreOpen}>
              <SheetTrigger
                className={cn(
                  "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-md px-1 text-[11px] font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  moreCurrent ? "text-primary" : "text-muted-foreground",
                )}
              >
                <EllipsisIcon aria-hidden className="size-5" />
                {t("more")}
              </SheetTrigger>
              <SheetContent side="right" closeLabel={t("close")}>
                <SheetTitle className="px-4 pt-4">{t("more")}</SheetTitle>
                <ul className="flex flex-col gap-1 p-4">
                  {more.map((item) => (
                    <li key={item.href}>
                      <ToolLink item={item} path={path} variant="sheet" onNavigate={() => setMoreOpen(false)} />
                    </li>
                  ))}
                </ul>
              </SheetContent>
            </Sheet>
          </li>
        </ul>
      </nav>
    </div>
  );
}
