"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { Search, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LazyCombobox } from "@/components/ui/lazy-combobox";
import { LazyOptionSelect } from "@/components/ui/lazy-option-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import {
  PICKER_DEFAULT_INPUT,
  PICKER_GROUP_FILTERS,
  PICKER_MAX_SHOWN,
  PICKER_PAGE_SIZE,
  PICKER_SORTS,
  type PickerGroupFilter,
  type PickerSort,
} from "@/lib/picker-options";
import { api } from "@/trpc/react";
import { PickerCreatorCard } from "./picker-creator-card";

const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The creator picker (spec screen 2): search by name or category, a category group, five sort
 * orders, "Showing N creator(s)" with the search text, and an empty state with Clear filters.
 * Filtering and sorting happen in the database (creators.picker); the home page prefetches the answer
 * for the default choices (PICKER_DEFAULT_INPUT) and hydrates it, so the first paint already lists creators.
 */
export function CreatorPicker() {
  const t = useTranslations("picker");
  const tCommon = useTranslations("common");
  const ids = useId();
  const [search, setSearch] = useState<string>(PICKER_DEFAULT_INPUT.search);
  const [group, setGroup] = useState<PickerGroupFilter>(PICKER_DEFAULT_INPUT.group);
  const [sort, setSort] = useState<PickerSort>(PICKER_DEFAULT_INPUT.sort);
  const [limit, setLimit] = useState<number>(PICKER_DEFAULT_INPUT.limit);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);

  const query = api.creators.picker.useQuery({ search: debouncedSearch, group, sort, limit }, { placeholderData: keepPreviousData });

  function clearFilters() {
    setSearch(PICKER_DEFAULT_INPUT.search);
    setGroup(PICKER_DEFAULT_INPUT.group);
    setSort(PICKER_DEFAULT_INPUT.sort);
    setLimit(PICKER_DEFAULT_INPUT.limit);
  }

  const total = query.data?.total ?? 0;
  const shown = query.data?.creators ?? [];

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={`${ids}-heading`} className="text-2xl font-bold tracking-tight">
          {t("heading")}
        </h2>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-search`}>{t("searchLabel")}</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${ids}-search`}
              type="search"
              value={search}
              maxLength={100}
              placeholder={t("searchPlaceholder")}
              className="pl-9"
              onChange={(event) => {
                setSearch(event.target.value);
                setLimit(PICKER_PAGE_SIZE);
              }}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-group`}>{t("categoryLabel")}</Label>
          <LazyCombobox
            id={`${ids}-group`}
            value={group}
            onValueChange={(value) => {
              setGroup(value as PickerGroupFilter);
              setLimit(PICKER_PAGE_SIZE);
            }}
            options={PICKER_GROUP_FILTERS.map((value) => ({ value, label: t(`groups.${value}`) }))}
            searchPlaceholder={t("categorySearch")}
            emptyText={t("categoryNone")}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-sort`}>{t("sortLabel")}</Label>
          <LazyOptionSelect
            id={`${ids}-sort`}
            value={sort}
            onValueChange={(value) => setSort(value as PickerSort)}
            options={PICKER_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
          />
        </div>
      </form>

      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {query.data &&
          (query.data.search
            ? t("showingFor", { count: total, search: query.data.search })
            : t("showing", { count: total }))}
      </p>

      {query.isPending ? (
        <ul aria-busy className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <li className="sr-only">{t("loading")}</li>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-32 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-5">
          <p>{t("loadError")}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {tCommon("tryAgain")}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <SearchX aria-hidden className="size-8 text-muted-foreground" />
          <p>{t("empty")}</p>
          <Button variant="outline" onClick={clearFilters}>
            {t("clearFilters")}
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isFetching}>
            {shown.map((creator) => (
              <li key={creator.id}>
                <PickerCreatorCard creator={creator} />
              </li>
            ))}
          </ul>
          {total > shown.length &&
            (limit < PICKER_MAX_SHOWN ? (
              <Button
                variant="outline"
                className="self-center"
                disabled={query.isFetching}
                onClick={() => setLimit((n) => Math.min(n + PICKER_PAGE_SIZE, PICKER_MAX_SHOWN))}
              >
                {t("showMore")}
              </Button>
            ) : (
              <Button asChild variant="outline" className="self-center">
                <Link href={debouncedSearch ? { pathname: "/browse", query: { search: debouncedSearch } } : "/browse"}>
                  {t("seeAll")}
                </Link>
              </Button>
            ))}
        </>
      )}
    </section>
  );
}
