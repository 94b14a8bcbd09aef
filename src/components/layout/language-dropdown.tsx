"use client";

import { CheckIcon } from "lucide-react";
import { useCallback, useRef } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { LanguageMenuButton } from "./language-menu-button";
import { useLocaleSwitch } from "./use-locale-switch";

/**
 * The language menu itself: English, Français, Kreyòl (src/components/layout/language-menu.tsx loads it when first
 * opened). `focusFirstItem`: its first opening came from the keyboard before it was here, so Radix did not see the key.
 */
export function LanguageDropdown({
  signedIn,
  className,
  defaultOpen,
  focusFirstItem,
}: {
  signedIn: boolean;
  className?: string;
  defaultOpen?: boolean;
  focusFirstItem?: boolean;
}) {
  const { current, options, pending } = useLocaleSwitch(signedIn);
  const firstOpenFromKeyboard = useRef(focusFirstItem);
  // Radix focuses the menu itself as it mounts; the first item takes the focus right after, once.
  const focusFirstOnce = useCallback((content: HTMLDivElement | null) => {
    if (!content || !firstOpenFromKeyboard.current) return;
    firstOpenFromKeyboard.current = false;
    requestAnimationFrame(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true }));
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageMenuButton className={className} disabled={pending} />
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={focusFirstOnce} align="end" className="min-w-40">
        {options.map((option) => (
          <DropdownMenuItem key={option.locale} asChild>
            <a
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={option.locale === current ? "true" : undefined}
              onClick={option.onClick}
            >
              <CheckIcon aria-hidden className={cn(option.locale !== current && "invisible")} />
              {option.name}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
