"use client";

import { GlobeIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ScriptButton } from "@/components/ui/script-button";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils";
import { LANGUAGE_NAMES } from "./use-locale-switch";

/** The language menu's button: a globe and the current language, named "English: change language"; off until the page's scripts have run. */
export function LanguageMenuButton({ className, ...props }: React.ComponentProps<typeof ScriptButton>) {
  const t = useTranslations("language");
  const currentName = LANGUAGE_NAMES[useLocale() as Locale];
  return (
    <ScriptButton
      variant="ghost"
      size="sm"
      className={cn("gap-1.5 text-muted-foreground", className)}
      aria-label={t("change", { language: currentName })}
      {...props}
    >
      <GlobeIcon aria-hidden />
      <span aria-hidden>{currentName}</span>
    </ScriptButton>
  );
}
