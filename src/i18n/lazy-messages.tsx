"use client";

import { Loader2Icon } from "lucide-react";
import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { type LazyNamespace, lazyMessagesUrl } from "./lazy-namespaces";

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

/** One request per language and set of namespaces for the life of the page. */
function load(url: string) {
  let request = loaded.get(url);
  if (!request) {
    request = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`messages ${res.status}`);
      return res.json() as Promise<AbstractIntlMessages>;
    });
    request.catch(() => loaded.delete(url));
    loaded.set(url, request);
  }
  return request;
}

/**
 * Renders `children` (a dialog, mounted when it opens) with `namespaces` added to the page's messages,
 * loaded from GET /api/messages the first time: the document does not carry texts that only an
 * opened dialog shows. Until they arrive a spinner stands in; if they fail, the page's own texts.
 */
export function LazyMessages({ namespaces, children }: { namespaces: readonly LazyNamespace[]; children: React.ReactNode }) {
  const t = useTranslations("common");
  const locale = useLocale();
  const timeZone = useTimeZone();
  const page = useMessages();
  const url = lazyMessagesUrl(locale, namespaces);
  const [extra, setExtra] = useState<{ url: string; messages: AbstractIntlMessages | null } | null>(null);

  useEffect(() => {
    let live = true;
    load(url).then(
      (messages) => live && setExtra({ url, messages }),
      () => live && setExtra({ url, messages: null }),
    );
    return () => {
      live = false;
    };
  }, [url]);

  if (extra?.url !== url) {
    return (
      <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-black/20">
        <Loader2Icon aria-hidden className="size-6 animate-spin text-foreground" />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );
  }
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...page, ...extra.messages }}>
      {children}
    </NextIntlClientProvider>
  );
}
