"use client";

import { CalendarDays } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Calendar } from "@/components/ui/calendar";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { cn } from "@/lib/utils";

/**
 * shadcn's Date picker: a button naming the chosen day (in the reader's language) that opens the Calendar in a
 * popover. `value` and `onChange` use ISO dates ("2026-12-24"), as the forms and the server do.
 */
export function DatePicker({
  id,
  value,
  onChange,
  min,
  max,
  onClose,
  className,
  ...aria
}: {
  id?: string;
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  onClose?: () => void;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations("common.calendar");
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose?.();
      }}
    >
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          {...aria}
          className={cn(
            "flex h-10 w-full items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive",
            !value && "text-muted-foreground",
            className,
          )}
        >
          <CalendarDays aria-hidden className="size-4 shrink-0 opacity-70" />
          <span className="truncate">{value ? formatDate(new Date(`${value}T12:00:00Z`), locale, { dateStyle: "full", timeZone: "UTC" }) : t("pickDate")}</span>
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto p-0" onOpenAutoFocus={(event) => event.preventDefault()}>
        <Calendar
          value={value}
          min={min}
          max={max}
          autoFocus
          onSelect={(iso) => {
            onChange(iso);
            setOpen(false);
            onClose?.();
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
