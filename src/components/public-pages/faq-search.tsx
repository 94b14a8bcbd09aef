"use client";

import { ChevronDown, Search, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type FaqCategory, filterFaq } from "./faq-filter";
import { TextWithLinks } from "./text-with-links";

/** The help centre's questions with a live search over questions and answers. */
export function FaqSearch({ categories }: { categories: FaqCategory[] }) {
  const t = useTranslations("help");
  const inputId = useId();
  const [query, setQuery] = useState("");
  const result = useMemo(() => filterFaq(categories, query), [categories, query]);
  const searching = query.trim().length > 0;

  return (
    <div className="flex flex-col gap-8">
      <div role="search" className="flex max-w-2xl flex-col gap-2">
        <Label htmlFor={inputId}>{t("searchLabel")}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            className="h-11 pl-9"
          />
        </div>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground" data-testid="faq-count">
          {searching ? t("resultCount", { count: result.count, query: query.trim() }) : t("totalCount", { count: result.count })}
        </p>
      </div>

      {result.count === 0 ? (
        <div className="flex max-w-prose flex-col items-start gap-3 rounded-xl border border-dashed p-6">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
          <p className="text-muted-foreground">
            <TextWithLinks text={t("emptyBody")} />
          </p>
          <Button variant="outline" onClick={() => setQuery("")}>
            {t("clearSearch")}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[14rem_1fr] lg:items-start lg:gap-12">
          <nav aria-label={t("topicsLabel")} className="lg:sticky lg:top-24">
            <ul className="flex flex-wrap gap-2 lg:flex-col">
              {result.categories.map((category) => (
                <li key={category.id}>
                  <a
                    href={`#${category.id}`}
                    className="inline-flex h-9 items-center rounded-full border bg-card px-4 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:w-full lg:rounded-lg"
                  >
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 flex-col gap-10">
          {result.categories.map((category) => (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`} className="scroll-mt-24">
              <h2 id={`${category.id}-heading`} className="text-2xl font-semibold tracking-tight">
                {category.title}
              </h2>
              <div className="mt-4 divide-y rounded-xl border bg-card">
                {category.items.map((item) => (
                  <details key={item.question} className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
                      {item.question}
                      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
                    </summary>
                    <p className="max-w-3xl px-5 pb-5 leading-7 text-muted-foreground">
                      <TextWithLinks text={item.answer} />
                    </p>
                  </details>
                ))}
              </div>
            </section>
          ))}
          </div>
        </div>
      )}
    </div>
  );
}
