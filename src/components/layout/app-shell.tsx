import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Toaster } from "sonner";
import { SiteFooter } from "@/components/layout/site-footer";
import { PublicChrome } from "@/components/layout/public-chrome";
import { SiteHeader } from "@/components/layout/site-header";
import type { Locale } from "@/i18n/routing";
import { TRPCReactProvider } from "@/trpc/react";

/** The document every page lives in: `<html lang>`, providers, header, main and footer (the console has its own frame). */
export async function AppShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider>
          <TRPCReactProvider>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
            >
              {t("skipToContent")}
            </a>
            <PublicChrome>
              <SiteHeader />
            </PublicChrome>
            <main id="main" className="flex-1">
              {children}
            </main>
            <PublicChrome>
              <SiteFooter />
            </PublicChrome>
            {/* Bottom right: a toast never covers the header's navigation, bell or menus. */}
            <Toaster position="bottom-right" richColors closeButton visibleToasts={1} />
          </TRPCReactProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
