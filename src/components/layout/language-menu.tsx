"use client";

import { type KeyboardEvent, useState } from "react";
import { LanguageMenuButton } from "./language-menu-button";

const loadDropdown = () => import("./language-dropdown").then((module) => module.LanguageDropdown);
type Dropdown = Awaited<ReturnType<typeof loadDropdown>>;

/** Keys that open a menu from its button (as the dropdown's own trigger does). */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The header's language menu. Until it is first opened it is only its button: the menu's code loads when the button
 * is first pointed at or focused, and the first press (pointer, Enter, Space or Arrow Down) puts the menu in its place,
 * open, so a page does not download the menu with its first screen. Opened from the keyboard, its first item takes the
 * focus, as the dropdown's own trigger does.
 */
export function LanguageMenu({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const [opened, setOpened] = useState<{ Menu: Dropdown; byKeyboard: boolean } | null>(null);
  if (opened) return <opened.Menu signedIn={signedIn} className={className} defaultOpen focusFirstItem={opened.byKeyboard} />;
  const prepare = () => void loadDropdown();
  const open = (byKeyboard: boolean) => void loadDropdown().then((Menu) => setOpened({ Menu, byKeyboard }));
  return (
    <LanguageMenuButton
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prepare}
      onFocus={prepare}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open(false);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open(true);
      }}
    />
  );
}
