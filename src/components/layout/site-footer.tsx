import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { getActor } from "@/server/auth/session";
import { LanguageLinks } from "./language-links";
import { LEGAL_ITEMS, NAV_ITEMS } from "./nav-items";

const linkClass =
  "rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Brand line, the public pages, the legal pages, the language and the year. */
export async function SiteFooter() {
  const [actor, t, tNav, tLanguage, tCommon] = await Promise.all([
    getActor(),
    getTranslations("footer"),
    getTranslations("nav"),
    getTranslations("language"),
    getTranslations("common"),
  ]);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-bold text-primary">{tCommon("appName")}</p>
          <p className="text-sm text-muted-foreground">{t("tagline")}</p>
        </div>
        <nav aria-labelledby="footer-explore" className="flex flex-col gap-2">
          <h2 id="footer-explore" className="text-sm font-semibold">
            {t("explore")}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={linkClass}>
                  {tNav(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="flex flex-col gap-2">
          <h2 id="footer-legal" className="text-sm font-semibold">
            {t("legal")}
          </h2>
          <ul className="flex flex-col gap-1.5">
            {LEGAL_ITEMS.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={linkClass}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="flex flex-col gap-2">
          <h2 id="footer-language" className="text-sm font-semibold">
            {tLanguage("label")}
          </h2>
          <div className="-mx-3">
            <LanguageLinks signedIn={Boolean(actor)} labelledBy="footer-language" />
          </div>
        </section>
      </div>
      <div className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        <p>{t("copyright", { year })}</p>
        <p className="mt-1">
          <a href="https://creativecommons.org/licenses/by/4.0/" className="underline-offset-4 hover:underline" rel="license noopener">
            {t("portraitCredit")}
          </a>
        </p>
      </div>
    </footer>
  );
}
