"use client";

import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ScriptButton } from "@/components/ui/script-button";
import { LanguageLinks } from "@/components/layout/language-links";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { VisibleAdminNav } from "./admin-nav";
import { AdminSidebar } from "./admin-sidebar";
import type { ConsoleUser } from "./admin-user";

/** Below the wide layout the sidebar opens as a drawer from the left (with the languages on phones); following a link closes it. */
export function AdminDrawer({ nav, user }: { nav: VisibleAdminNav; user: ConsoleUser }) {
  const t = useTranslations("admin.shell");
  const tCommon = useTranslations("common");
  const tLanguage = useTranslations("language");
  const languageId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <ScriptButton variant="ghost" size="icon" className="lg:hidden [&_svg]:size-6" aria-label={t("openMenu")}>
          <MenuIcon aria-hidden />
        </ScriptButton>
      </SheetTrigger>
      <SheetContent side="left" closeLabel={tCommon("close")} aria-describedby={undefined}>
        <SheetTitle className="pr-8 text-lg font-semibold">{t("title")}</SheetTitle>
        <AdminSidebar nav={nav} user={user} onNavigate={() => setOpen(false)} />
        <section className="flex flex-col gap-1 border-t pt-3 sm:hidden">
          <h2 id={languageId} className="px-3 text-xs font-semibold text-muted-foreground">
            {tLanguage("label")}
          </h2>
          <LanguageLinks signedIn labelledBy={languageId} />
        </section>
      </SheetContent>
    </Sheet>
  );
}
