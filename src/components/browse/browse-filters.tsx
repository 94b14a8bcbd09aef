"use client";

import { LayoutGrid, List, Rows3, Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { StateLink } from "@/components/navigation/state-link";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LazyOptionSelect } from "@/components/ui/lazy-option-select";
import { cn } from "@/lib/utils";
import { BROWSE_CATEGORIES, BROWSE_SEARCH_MAX, BROWSE_SORTS, PRICE_FILTERS } from "@/lib/browse-options";
import { BROWSE_LANGUAGES, BROWSE_VIEWS, type BrowseState, type BrowseView } from "./browse-state";

const SEARCH_DELAY_MS = 350;
const VIEW_ICONS: Record<BrowseView, typeof LayoutGrid> = { grid: LayoutGrid, list: List, compact: Rows3 };

/** The search box: typing settles for a moment before the list follows; Enter searches at once. */
function BrowseSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useTranslations("browse");
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under us (back button, Clear all filters): show its search.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  const commit = useEffectEvent((search: string) => onSearch(search));
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => commit(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() !== value) onSearch(draft.trim());
      }}
    >
      <Label htmlFor={id} className="sr-only">
        {t("searchLabel")}
      </Label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={draft}
        maxLength={BROWSE_SEARCH_MAX}
        placeholder={t("searchPlaceholder")}
        onChange={(event) => setDraft(event.target.value)}
        className="h-11 pl-9 text-base"
        autoComplete="off"
      />
    </form>
  );
}

function FilterChoice({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </Label>
      <LazyOptionSelect id={id} value={value} onValueChange={onChange} options={options} />
    </div>
  );
}

/** Search, the four filters, verified only, the view switch, and Clear all filters when something narrows the list. */
export function BrowseFilters({
  state,
  filtered,
  hrefFor,
  onChange,
  onSearch,
  onClear,
}: {
  state: BrowseState;
  filtered: boolean;
  /** The address of another state of browse (the view switch links to each view). */
  hrefFor: (state: BrowseState) => string;
  onChange: (patch: Partial<BrowseState>) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}) {
  const t = useTranslations("browse");
  const tCategory = useTranslations("categories");
  const tLanguage = useTranslations("creatorCard.language");
  const verifiedId = useId();

  return (
    <div className="flex flex-col gap-4">
      <BrowseSearch value={state.search} onSearch={onSearch} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterChoice
          label={t("category")}
          value={state.category}
          onChange={(category) => onChange({ category: category as BrowseState["category"] })}
          options={[
            { value: "all", label: t("allCategories") },
            ...BROWSE_CATEGORIES.map((category) => ({ value: category, label: tCategory(category) })),
          ]}
        />
        <FilterChoice
          label={t("price")}
          value={state.price}
          onChange={(price) => onChange({ price: price as BrowseState["price"] })}
          options={PRICE_FILTERS.map((price) => ({ value: price, label: t(`priceOption.${price}`) }))}
        />
        <FilterChoice
          label={t("language")}
          value={state.language}
          onChange={(language) => onChange({ language: language as BrowseState["language"] })}
          options={[
            { value: "all", label: t("anyLanguage") },
            ...BROWSE_LANGUAGES.map((language) => ({ value: language, label: tLanguage(language) })),
          ]}
        />
        <FilterChoice
          label={t("sort")}
          value={state.sort}
          onChange={(sort) => onChange({ sort: sort as BrowseState["sort"] })}
          options={BROWSE_SORTS.map((sort) => ({ value: sort, label: t(`sortOption.${sort}`) }))}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <input
              id={verifiedId}
              type="checkbox"
              checked={state.verified}
              onChange={(event) => onChange({ verified: event.target.checked })}
              className="size-4 accent-primary"
            />
            <Label htmlFor={verifiedId}>{t("verifiedOnly")}</Label>
          </div>
          {filtered ? (
            <Button type="button" variant="ghost" size="sm" onClick={onClear}>
              <X aria-hidden />
              {t("clearAll")}
            </Button>
          ) : null}
        </div>
        <div role="group" aria-label={t("view")} className="flex rounded-md border p-0.5">
          {BROWSE_VIEWS.map((view) => {
            const Icon = VIEW_ICONS[view];
            const active = state.view === view;
            return (
              <StateLink
                key={view}
                href={hrefFor({ ...state, view })}
                onNavigate={() => onChange({ view, page: state.page })}
                aria-current={active ? "true" : undefined}
                className={cn(buttonVariants({ size: "sm", variant: active ? "secondary" : "ghost" }), "gap-1.5", active && "shadow-sm")}
              >
                <Icon aria-hidden />
                {t(`viewOption.${view}`)}
              </StateLink>
            );
          })}
        </div>
      </div>
    </div>
  );
}
