"use client";

import { CheckIcon } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { LanguageMenuButton } from "./language-menu-button";
import { useLocaleSwitch } from "./use-locale-switch";

/** The language menu itself: English, Français, Kreyòl (src/components/layout/language-menu.tsx loads it when first opened). */
export function LanguageDropdown({ signedIn, className, defaultOpen }: { signedIn: boolean; className?: string; defaultOpen?: boolean }) {
  const { current, options, pending } = useLocaleSwitch(signedIn);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageMenuButton className={className} disabled={pending} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
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
