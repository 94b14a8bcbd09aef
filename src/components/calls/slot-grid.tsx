"use client";

import { useLocale } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { cn } from "@/lib/utils";

/** A slot's time in a zone, for the reader ("9:30 AM", "09:30"). */
export function timeIn(instant: Date, zone: string | undefined, locale: Locale) {
  return formatDate(instant, locale, { timeZone: zone, hour: "numeric", minute: "2-digit" });
}

/** One day's call slots as toggle buttons in the reader's time; taken and past ones disabled. */
export function SlotGrid({
  legend,
  note,
  slots,
  value,
  onChange,
}: {
  legend: string;
  note: string;
  slots: { time: string; startsAt: Date; available: boolean }[];
  value: string;
  onChange: (time: string) => void;
}) {
  const locale = useLocale() as Locale;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">
        {slots.map((s) => (
          <button
            key={s.time}
            type="button"
            disabled={!s.available}
            aria-pressed={value === s.time}
            onClick={() => onChange(s.time)}
            className={cn(
              "rounded-md border px-2 py-2 text-sm tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground disabled:line-through",
              value === s.time && "border-primary bg-primary text-primary-foreground",
            )}
          >
            {timeIn(s.startsAt, undefined, locale)}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">{note}</p>
    </fieldset>
  );
}
