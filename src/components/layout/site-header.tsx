import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { getActor } from "@/server/auth/session";
import { AccountControls } from "./account-controls";
import type { MenuUser } from "./account-menu";
import { LanguageMenu } from "./language-menu";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

/** The site header: brand, public pages, language, and Sign In / Join Now or the notification bell and account menu. */
export async function SiteHeader() {
  const [actor, t, tCommon] = await Promise.all([getActor(), getTranslations("nav"), getTranslations("common")]);
  const user: MenuUser | null = actor
    ? { name: actor.name, email: actor.email, role: actor.role, isCreator: actor.isCreator, currentMode: actor.currentMode }
    : null;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          href="/"
          aria-label={t("logoLabel")}
          className="mr-2 rounded-md text-xl font-bold tracking-tight text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {tCommon("appName")}
        </Link>
        <nav aria-label={t("primary")} className="hidden xl:block">
          <NavLinks orientation="horizontal" />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageMenu signedIn={Boolean(user)} className="hidden md:inline-flex" />
          {user ? (
            <AccountControls user={user} />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
                <Link href="/login">{t("signIn")}</Link>
              </Button>
              <Button asChild size="sm" className="px-2 sm:px-3">
                <Link href="/signup">{t("joinNow")}</Link>
              </Button>
            </>
          )}
          <MobileMenu key={user ? `${user.email}:${user.currentMode}` : "signed-out"} user={user} />
        </div>
      </div>
    </header>
  );
}
