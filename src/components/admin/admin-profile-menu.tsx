"use client";

import { LifeBuoyIcon, LogOutIcon, SettingsIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { initialsOf } from "@/components/layout/account-menu";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Link } from "@/i18n/navigation";
import { signOutAction } from "@/server/auth/actions";
import type { ConsoleUser } from "./admin-user";

/**
 * The top bar's profile menu. Of the spec's Profile, Security, Settings, Help & Support and Log out, admins
 * have no profile or security page yet, so those are left out; Settings shows when the admin may open it.
 */
export function AdminProfileMenu({ user, settingsHref }: { user: ConsoleUser; settingsHref: string | null }) {
  const t = useTranslations("admin");
  const signOutForm = useRef<HTMLFormElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t("profile.trigger", { name: user.name ?? user.email })}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {/* Drawn by CSS, so the button's text is only its name (WCAG 2.5.3: the initials are not a second label). */}
        <span aria-hidden data-initials={initialsOf(user)} className="before:content-[attr(data-initials)]" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex min-w-0 flex-col gap-1 font-normal">
          {user.name ? <span className="truncate text-sm font-semibold text-foreground">{user.name}</span> : null}
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <Badge className="w-fit">{t(`kinds.${user.adminKind}`)}</Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {settingsHref ? (
          <DropdownMenuItem asChild>
            <Link href={settingsHref}>
              <SettingsIcon aria-hidden />
              {t("profile.settings")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link href="/help">
            <LifeBuoyIcon aria-hidden />
            {t("profile.help")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOutForm.current?.requestSubmit()}>
          <LogOutIcon aria-hidden />
          {t("shell.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
      <form ref={signOutForm} action={signOutAction} hidden />
    </DropdownMenu>
  );
}
