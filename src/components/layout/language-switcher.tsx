"use client";

import { CheckIcon, GlobeIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { useLocaleSwitch } from "./use-locale-switch";

/** The header's language menu: English, Français, Kreyòl. */
export function LanguageMenu({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const t = useTranslations("language");
  const { current, options, pending } = useLocaleSwitch(signedIn);
  const currentName = options.find((option) => option.locale === current)?.name ?? current;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn("gap-1.5 text-muted-foreground", className)}
          aria-label={t("change", { language: currentName })}
          disabled={pending}
        >
          <GlobeIcon aria-hidden />
          <span aria-hidden>{currentName}</span>
        </Button>
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

/** The same choice as a row of links, for the phone menu and the footer. */
export function LanguageLinks({ signedIn, labelledBy }: { signedIn: boolean; labelledBy: string }) {
  const { current, options } = useLocaleSwitch(signedIn);
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-1">
      {options.map((option) => (
        <li key={option.locale}>
          <a
            href={option.href}
            hrefLang={option.locale}
            lang={option.locale}
            aria-current={option.locale === current ? "true" : undefined}
            onClick={option.onClick}
            className="block rounded-md px-3 py-2 text-sm text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current]:font-semibold aria-[current]:text-foreground"
          >
            {option.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
