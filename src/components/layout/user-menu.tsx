"use client";

import { ArrowLeftRightIcon, Loader2Icon, LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment, useId, useRef } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useScriptWait } from "@/components/ui/script-button";
import { Link } from "@/i18n/navigation";
import { canActAsCreator } from "@/lib/creator-rule";
import { signOutAction } from "@/server/auth/actions";
import { accountMenuGroups, initialsOf, type MenuUser } from "./account-menu";
import { AccountSummary } from "./account-summary";
import { useModeSwitch } from "./use-mode-switch";

/**
 * The signed-in user's menu: who they are with their role badge, their groups of pages,
 * the mode switch (creators and fans who create, never admins) and Sign Out.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const t = useTranslations("userMenu");
  const groupId = useId();
  const signOutForm = useRef<HTMLFormElement>(null);
  const scriptWait = useScriptWait();
  return (
    // Remounted (so closed) once the server renders the header in the new mode.
    <DropdownMenu key={user.currentMode}>
      <DropdownMenuTrigger
        aria-label={t("trigger", { name: user.name ?? user.email })}
        {...scriptWait}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      >
        {/* Drawn by CSS, so the button's text is only its name (WCAG 2.5.3: the initials are not a second label). */}
        <span aria-hidden data-initials={initialsOf(user)} className="before:content-[attr(data-initials)]" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <AccountSummary user={user} />
        </DropdownMenuLabel>
        {accountMenuGroups(user).map((group) => (
          <Fragment key={group.id}>
            <DropdownMenuSeparator />
            <DropdownMenuGroup aria-labelledby={`${groupId}-${group.id}`}>
              <DropdownMenuLabel id={`${groupId}-${group.id}`}>{t(`groups.${group.id}`)}</DropdownMenuLabel>
              {group.items.map((item) => (
                <DropdownMenuItem key={item.href} asChild>
                  <Link href={item.href}>{t(`items.${item.key}`)}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </Fragment>
        ))}
        {canActAsCreator(user) ? (
          <>
            <DropdownMenuSeparator />
            <ModeSwitchItem user={user} />
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOutForm.current?.requestSubmit()}>
          <LogOutIcon aria-hidden />
          {t("signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
      <form ref={signOutForm} action={signOutAction} hidden />
    </DropdownMenu>
  );
}

function ModeSwitchItem({ user }: { user: MenuUser }) {
  const t = useTranslations("userMenu.mode");
  const { target, pending, switchMode } = useModeSwitch(user.currentMode);
  return (
    <>
      <DropdownMenuLabel className="font-normal text-foreground">
        {t(user.currentMode === "creator" ? "currentCreator" : "currentFan")}
      </DropdownMenuLabel>
      <DropdownMenuItem
        disabled={pending}
        onSelect={(event) => {
          // Stays open to show progress until the new mode's page arrives.
          event.preventDefault();
          switchMode();
        }}
      >
        {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : <ArrowLeftRightIcon aria-hidden />}
        {pending ? t("switching") : t(target === "creator" ? "toCreator" : "toFan")}
      </DropdownMenuItem>
    </>
  );
}
