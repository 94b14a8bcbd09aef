"use client";

import { ArrowLeftRightIcon, Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { Link } from "@/i18n/navigation";
import { canActAsCreator } from "@/lib/creator-rule";
import { accountMenuGroups, type MenuUser } from "./account-menu";
import { AccountSummary } from "./account-summary";
import { LanguageLinks } from "./language-links";
import { NavLinks } from "./nav-links";
import { useModeSwitch } from "./use-mode-switch";

/**
 * The drawer of the phone menu (src/components/layout/mobile-menu.tsx loads it when first opened): the pages, the
 * account and the language. Closing puts the focus back on the menu button (`returnFocus`).
 */
export function MobileMenuDrawer({
  user,
  open,
  onOpenChange,
  returnFocus,
}: {
  user: MenuUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const t = useTranslations();
  const close = () => onOpenChange(false);
  const languageId = useId();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t("common.close")}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <SheetTitle className="pr-8 text-lg font-semibold">{t("nav.menuTitle")}</SheetTitle>
        <nav aria-label={t("nav.primary")}>
          <NavLinks orientation="vertical" onNavigate={close} />
        </nav>
        <Separator />
        {user ? (
          <AccountSection user={user} onNavigate={close} />
        ) : (
          <div className="flex flex-col gap-2">
            <Button asChild variant="outline">
              <Link href="/login" onClick={close}>
                {t("nav.signIn")}
              </Link>
            </Button>
            <Button asChild>
              <Link href="/signup" onClick={close}>
                {t("nav.joinNow")}
              </Link>
            </Button>
          </div>
        )}
        <Separator />
        <section className="flex flex-col gap-1">
          <h2 id={languageId} className="px-3 text-xs font-semibold text-muted-foreground">
            {t("language.label")}
          </h2>
          <LanguageLinks signedIn={Boolean(user)} labelledBy={languageId} />
        </section>
      </SheetContent>
    </Sheet>
  );
}

function AccountSection({ user, onNavigate }: { user: MenuUser; onNavigate: () => void }) {
  const t = useTranslations("userMenu");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="sr-only">
        {t("account")}
      </h2>
      <div className="px-3">
        <AccountSummary user={user} />
      </div>
      {accountMenuGroups(user).map((group) => (
        <div key={group.id} className="flex flex-col gap-1">
          <h3 id={`${headingId}-${group.id}`} className="px-3 text-xs font-semibold text-muted-foreground">
            {t(`groups.${group.id}`)}
          </h3>
          <ul aria-labelledby={`${headingId}-${group.id}`} className="flex flex-col">
            {group.items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  className="block rounded-md px-3 py-2.5 text-base outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {t(`items.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {canActAsCreator(user) ? <ModeSwitchButton user={user} /> : null}
      <SignOutButton label={t("signOut")} pendingLabel={t("signingOut")} />
    </section>
  );
}

function ModeSwitchButton({ user }: { user: MenuUser }) {
  const t = useTranslations("userMenu.mode");
  const { target, pending, switchMode } = useModeSwitch(user.currentMode);
  return (
    <div className="flex flex-col gap-2 px-3">
      <p className="text-sm">{t(user.currentMode === "creator" ? "currentCreator" : "currentFan")}</p>
      <Button variant="outline" onClick={switchMode} disabled={pending}>
        {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : <ArrowLeftRightIcon aria-hidden />}
        {pending ? t("switching") : t(target === "creator" ? "toCreator" : "toFan")}
      </Button>
    </div>
  );
}
