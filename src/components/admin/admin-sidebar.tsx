"use client";

import { ChevronDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Badge } from "@/components/ui/badge";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { adminNavItemFor, type VisibleAdminNav } from "./admin-nav";
import type { ConsoleUser } from "./admin-user";

/**
 * The console's sidebar: the admin's groups of pages (each collapsible, Users and Finance open at first, and
 * the group of the current page always open), then who is signed in with their role and Sign Out. The wide
 * layout shows it beside the page; small screens show the same in a drawer (`onNavigate` closes it).
 */
export function AdminSidebar({ nav, user, onNavigate }: { nav: VisibleAdminNav; user: ConsoleUser; onNavigate?: () => void }) {
  const t = useTranslations("admin");
  const path = usePathname();
  const current = adminNavItemFor(path);
  return (
    <div className="flex h-full flex-col gap-4">
      <nav aria-label={t("nav.label")} className="flex flex-1 flex-col gap-2">
        {nav.map((group) => (
          <NavGroup
            key={group.id}
            title={t(`nav.groups.${group.id}`)}
            defaultOpen={group.defaultOpen || group.items.some((item) => item.route === current?.route)}
          >
            {group.items.map((item) => (
              <li key={item.route}>
                <Link
                  href={item.route}
                  onClick={onNavigate}
                  aria-current={item.route === current?.route ? "page" : undefined}
                  className="block rounded-md px-3 py-2 text-sm outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-primary/10 aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                >
                  {t(`nav.items.${item.key}`)}
                </Link>
              </li>
            ))}
          </NavGroup>
        ))}
      </nav>
      <div className="flex flex-col gap-2 border-t pt-4">
        <div className="flex min-w-0 flex-col gap-1 px-3">
          {user.name ? <p className="truncate text-sm font-semibold">{user.name}</p> : null}
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          <Badge className="w-fit">{t(`kinds.${user.adminKind}`)}</Badge>
        </div>
        <SignOutButton label={t("shell.signOut")} pendingLabel={t("shell.signingOut")} />
      </div>
    </div>
  );
}

function NavGroup({ title, defaultOpen, children }: { title: string; defaultOpen: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {title}
        <ChevronDownIcon aria-hidden className={cn("size-4 transition-transform", !open && "-rotate-90")} />
      </button>
      <ul id={id} hidden={!open} className="mt-1 flex flex-col gap-0.5">
        {children}
      </ul>
    </div>
  );
}
