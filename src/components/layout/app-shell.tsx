import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { MainLandmark } from "@/components/layout/main-landmark";
import { SiteFooter } from "@/components/layout/site-footer";
import { PublicChrome } from "@/components/layout/public-chrome";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/layout/toaster";
import { pickMessages, SHELL_NAMESPACES } from "@/i18n/pick-messages";
import type { Locale } from "@/i18n/routing";
import { TRPCReactProvider } from "@/trpc/react";

/** The document every page lives in: `<html lang>`, providers, header, main and footer (the console has its own frame). */
export async function AppShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: "common" }), getMessages({ locale })]);
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        {/* The shell's texts only: pages hand their client components theirs (src/i18n/client-messages.tsx). */}
        <NextIntlClientProvider messages={pickMessages(messages, SHELL_NAMESPACES)}>
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
            <MainLandmark>{children}</MainLandmark>
            <PublicChrome>
              <SiteFooter />
            </PublicChrome>
            <Toaster />
          </TRPCReactProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
