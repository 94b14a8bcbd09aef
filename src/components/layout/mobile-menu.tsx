"use client";

import { MenuIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ScriptButton } from "@/components/ui/script-button";
import type { MenuUser } from "./account-menu";

const loadDrawer = () => import("./mobile-menu-drawer").then((module) => module.MobileMenuDrawer);
const MobileMenuDrawer = dynamic(loadDrawer);

/**
 * Below the wide layout: a menu button opening a drawer with the pages, the account and the language. The drawer's
 * code loads when the button is first pointed at, focused or pressed, not with the page.
 * The header remounts it (so closes it) when the account or its mode changes.
 */
export function MobileMenu({ user }: { user: MenuUser | null }) {
  const t = useTranslations("nav");
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prepare = () => void loadDrawer();
  return (
    <>
      <ScriptButton
        ref={button}
        variant="ghost"
        size="icon"
        className="xl:hidden [&_svg]:size-6"
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden />
      </ScriptButton>
      {used ? <MobileMenuDrawer user={user} open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} /> : null}
    </>
  );
}
