"use client";

import type { KeyboardEvent } from "react";
import { useFirstUse } from "@/components/ui/use-first-use";
import { LanguageMenuButton } from "./language-menu-button";

const loadDropdown = () => import("./language-dropdown").then((module) => module.LanguageDropdown);

/** Keys that open a menu from its button (as the dropdown's own trigger does). */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The header's language menu. Until it is first opened it is only its button: the menu's code loads when the button
 * is first pointed at or focused, and the first press (pointer, Enter, Space or Arrow Down) puts the menu in its place,
 * open, so a page does not download the menu with its first screen. Opened from the keyboard, its first item takes the
 * focus, as the dropdown's own trigger does.
 */
export function LanguageMenu({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const { used, prepare, swap } = useFirstUse(loadDropdown);
  if (used) return <used.Loaded signedIn={signedIn} className={className} defaultOpen focusFirstItem={used.kind === "keyboard"} />;
  return (
    <LanguageMenuButton
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prepare}
      onFocus={prepare}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) swap("pointer");
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        swap("keyboard");
      }}
    />
  );
}
