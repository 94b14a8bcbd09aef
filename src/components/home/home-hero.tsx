import { Search } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { getPathname, Link } from "@/i18n/navigation";
import { type Locale } from "@/i18n/routing";

/** The opening of the home page: what Lakou is, a search that opens Browse, and two ways in. */
export async function HomeHero() {
  const t = await getTranslations("home.hero");
  const locale = (await getLocale()) as Locale;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary via-primary to-brand-red text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{t("eyebrow")}</p>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
        <p className="max-w-2xl text-lg opacity-90">{t("subtitle")}</p>
        <form action={getPathname({ href: "/browse", locale })} method="get" role="search" className="flex max-w-xl gap-2">
          <label htmlFor="home-search" className="sr-only">
            {t("searchLabel")}
          </label>
          <div className="relative flex-1">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="home-search"
              name="search"
              type="search"
              maxLength={100}
              placeholder={t("searchPlaceholder")}
              className="h-11 bg-background pl-9 text-foreground"
            />
          </div>
          <Button type="submit" size="lg" variant="secondary">
            {t("searchButton")}
          </Button>
        </form>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link href="/browse">{t("browse")}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link href="/how-it-works">{t("howItWorks")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
