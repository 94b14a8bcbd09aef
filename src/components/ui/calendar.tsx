"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { cn } from "@/lib/utils";

/** Calendar days are ISO dates ("2026-12-24"), computed in UTC so no zone moves them. */
const toDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
};
const addMonths = (iso: string, months: number) => {
  const d = toDate(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return toIso(d);
};
const monthOf = (iso: string) => iso.slice(0, 7);
const clamp = (iso: string, min?: string, max?: string) => (min && iso < min ? min : max && iso > max ? max : iso);

/** Weeks start on Sunday in English, on Monday in French and Kreyòl. */
const weekStart = (locale: Locale) => (locale === "en" ? 0 : 1);

/** Label texts in the reader's language, through the one date helper (Kreyòl month and day names included). */
const UTC = { timeZone: "UTC" } as const;

/**
 * shadcn's Calendar, drawn here so its month and weekday names come from `formatDate` (no ICU has Kreyòl).
 * A grid of day buttons: arrows move a day or a week, Page Up/Down a month, Home/End the week's ends, Enter picks.
 */
export function Calendar({
  value,
  onSelect,
  min,
  max,
  autoFocus = false,
}: {
  value: string;
  onSelect: (iso: string) => void;
  min?: string;
  max?: string;
  autoFocus?: boolean;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations("common.calendar");
  const [focused, setFocused] = useState(() => clamp(value || toIso(new Date()), min, max));
  const [month, setMonth] = useState(monthOf(focused));
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(autoFocus);

  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const first = `${month}-01`;
  const lead = (toDate(first).getUTCDay() - weekStart(locale) + 7) % 7;
  const gridStart = addDays(first, -lead);
  const weeks = Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(gridStart, w * 7 + d)));
  const lastWeekInMonth = weeks.filter((week) => week.some((day) => monthOf(day) === month));
  const disabled = (iso: string) => Boolean((min && iso < min) || (max && iso > max));
  const canPrev = !min || monthOf(min) < month;
  const canNext = !max || monthOf(max) > month;

  const moveTo = (iso: string) => {
    const next = clamp(iso, min, max);
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const dayOfWeek = (toDate(focused).getUTCDay() - weekStart(locale) + 7) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -dayOfWeek),
      End: () => addDays(focused, 6 - dayOfWeek),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const caption = formatDate(toDate(first), locale, { month: "long", year: "numeric", ...UTC });
  return (
    <div className="w-fit p-3">
      <div className="flex items-center justify-between gap-2 pb-2">
        <Button type="button" variant="ghost" size="icon" className="size-8" disabled={!canPrev} aria-label={t("previousMonth")} onClick={() => setMonth(monthOf(addMonths(first, -1)))}>
          <ChevronLeft aria-hidden />
        </Button>
        <p className="text-sm font-medium first-letter:uppercase" aria-live="polite" id={`calendar-${month}`}>
          {caption}
        </p>
        <Button type="button" variant="ghost" size="icon" className="size-8" disabled={!canNext} aria-label={t("nextMonth")} onClick={() => setMonth(monthOf(addMonths(first, 1)))}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div ref={grid} role="grid" aria-labelledby={`calendar-${month}`} onKeyDown={onKeyDown} className="flex flex-col gap-1">
        <div role="row" className="flex gap-1">
          {weeks[0]!.map((day) => (
            <span role="columnheader" key={day} aria-label={formatDate(toDate(day), locale, { weekday: "long", ...UTC })} className="w-9 text-center text-xs font-normal text-muted-foreground">
              {formatDate(toDate(day), locale, { weekday: "short", ...UTC })}
            </span>
          ))}
        </div>
        {lastWeekInMonth.map((week) => (
          <div role="row" key={week[0]} className="flex gap-1">
            {week.map((day) => {
              const inMonth = monthOf(day) === month;
              const selected = day === value;
              const off = disabled(day);
              return (
                <div role="gridcell" key={day} aria-selected={selected || undefined} className="size-9">
                  {inMonth ? (
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused || (monthOf(focused) !== month && day === first) ? 0 : -1}
                      disabled={off}
                      aria-label={formatDate(toDate(day), locale, { dateStyle: "full", ...UTC })}
                      aria-pressed={selected}
                      onClick={() => {
                        setFocused(day);
                        onSelect(day);
                      }}
                      onFocus={() => setFocused(day)}
                      className={cn(
                        "size-9 rounded-md text-sm outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-35",
                        day === toIso(new Date()) && "font-semibold text-primary",
                        selected && "bg-primary text-primary-foreground hover:bg-primary/90",
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
